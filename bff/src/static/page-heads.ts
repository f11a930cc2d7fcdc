import escapeHtml from 'escape-html';
import {
  PAGE_COMPONENTS,
  pageHeadFor,
  pageTitle,
  storySlugForPath,
  type PageHead,
  type Language,
  type PageHeadFields,
  type Story,
} from '@qsr/shared-contracts/core';
import type { ContentReader } from '../upstream-reads/content-reader';
import type { Logger } from '../logging/logger';

/** A marketing page's head as the BFF writes it, and whether the page has content. */
export interface PageHeadAnswer {
  head: PageHead;
  found: boolean;
}

export interface PageHeads {
  /**
   * In the page's language (§4.11). Undefined when the content service could not say (the page
   * then loads without tags).
   */
  lookup(pathname: string, origin: string, language: Language): Promise<PageHeadAnswer | undefined>;
}

type StoryHead = Pick<Story<PageHeadFields>, 'name' | 'content'> | null;

/**
 * The head of marketing pages (§2.1), read from the content service's story for the path so
 * that crawlers and link previews see it without running JavaScript.
 */
export function createPageHeads(options: { content: ContentReader; logger: Logger }): PageHeads {
  const storyFor = async (slug: string, language: Language): Promise<StoryHead> => {
    const answer = (await options.content.read(`stories/${slug}`, {}, { language })) as {
      story: Story<PageHeadFields & { component?: string }>;
    } | null;
    if (!answer) return null;
    const { story } = answer;
    const isPage = (PAGE_COMPONENTS as readonly string[]).includes(story.content.component ?? '');
    return isPage ? { name: story.name, content: story.content } : null;
  };

  return {
    async lookup(pathname, origin, language) {
      const slug = storySlugForPath(pathname);
      if (!slug) return undefined;
      try {
        const story = await storyFor(slug, language);
        return { head: pageHeadFor(story, origin, pathname, language), found: story !== null };
      } catch (error) {
        options.logger.warn(
          { slug, reason: error instanceof Error ? error.message : String(error) },
          'page head unavailable: content service did not answer',
        );
        return undefined;
      }
    },
  };
}

/**
 * The page's title, description, canonical link and social tags written into the host's HTML:
 * the `<title>` and description the host ships are replaced, the rest goes before `</head>`.
 */
export function injectPageHead(html: string, head: PageHead, brand: string): string {
  const title = escapeHtml(pageTitle(head.name, brand));
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', head.socialTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.socialTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ]
    .filter(Boolean)
    .join('');
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`);
  if (head.description) {
    out = out.replace(
      /<meta\s+name="description"[\s\S]*?\/?>/i,
      meta('name', 'description', head.description),
    );
  }
  const headEnd = out.search(/<\/head\s*>/i);
  return headEnd === -1 ? tags + out : `${out.slice(0, headEnd)}${tags}${out.slice(headEnd)}`;
}
