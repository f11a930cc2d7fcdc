import type { PageHeadFields, RichTextNode } from '@qsr/shared-contracts';

/** The content model of the content service (Storyblok shapes). */
export interface Asset {
  filename?: string;
  alt?: string;
}

export interface Multilink {
  linktype?: 'url' | 'story';
  url?: string;
  cached_url?: string;
}

export interface Block {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

/** A page or an article story's content (§2.1). */
export interface PageContent extends PageHeadFields {
  component: string;
  title?: string;
  body?: Block[] | RichTextNode;
  /** Articles. */
  date?: string;
  author?: string;
  teaser?: string;
  image?: Asset;
  /** A class for the whole site while the page is open (§3 globalClass, e.g. boberry-week). */
  global_class?: string;
}

/** Where a multilink goes: a site path (`/about`) or an outside URL, or nothing. */
export function linkHref(link: Multilink | undefined): string {
  if (!link) return '';
  const url = link.url || (link.cached_url ? `/${link.cached_url.replace(/^\/+/, '')}` : '');
  if (!url) return '';
  return link.linktype === 'url' || /^https?:\/\//i.test(url) ? url : `/${url.replace(/^\/+/, '')}`;
}
