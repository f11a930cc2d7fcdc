/** The content-service blocks the home page shows (sandbox and CDN share the shapes, §7.3). */
export interface Asset {
  filename: string;
  alt?: string;
}
export interface Multilink {
  url?: string;
  cached_url?: string;
  linktype?: string;
}
interface BlockBase {
  _uid: string;
}
export interface HeroBlock extends BlockBase {
  component: 'hero';
  headline: string;
  subheadline?: string;
  image?: Asset;
  cta_label?: string;
  cta_link?: Multilink;
}
export interface FeaturedItemsBlock extends BlockBase {
  component: 'featured_items';
  title: string;
  items: Array<{ _uid: string; sku: string; name: string; image?: Asset; link?: Multilink }>;
}
export interface GridBlock extends BlockBase {
  component: 'grid';
  title: string;
  columns: Array<{ _uid: string; title: string; text?: string; image?: Asset; link?: Multilink }>;
}
export interface CallToActionBlock extends BlockBase {
  component: 'call_to_action';
  headline: string;
  text?: string;
  button_label: string;
  link?: Multilink;
}
export interface RichTextBlock extends BlockBase {
  component: 'rich_text';
  text: RichNode;
}
export interface RichNode {
  type: string;
  text?: string;
  attrs?: { level?: number };
  marks?: Array<{ type: string }>;
  content?: RichNode[];
}
export type HomeBlock =
  | HeroBlock
  | FeaturedItemsBlock
  | GridBlock
  | CallToActionBlock
  | RichTextBlock
  | (BlockBase & { component: string });

export interface HomePageContent {
  title?: string;
  meta_description?: string;
  body?: HomeBlock[];
}

/** A multilink as a path on this site or an outside address; '' when it points nowhere. */
export function linkHref(link: Multilink | undefined): string {
  const url = link?.url || (link?.cached_url ? `/${link.cached_url.replace(/^\//, '')}` : '');
  return url;
}

/** The hero first, the rest in content order. */
export function splitHome(content: HomePageContent | undefined): {
  hero: HeroBlock | undefined;
  rest: HomeBlock[];
} {
  const body = content?.body ?? [];
  const hero = body.find((block): block is HeroBlock => block.component === 'hero');
  return { hero, rest: body.filter((block) => block !== hero) };
}
