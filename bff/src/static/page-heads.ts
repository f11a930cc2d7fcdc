import type http from 'node:http';
import {
  PAGE_COMPONENTS,
  pageHeadFor,
  pageTitle,
  storySlugForPath,
  type PageHead,
  type PageHeadFields,
  type Story,
} from '../contracts';
import type { Logger } from '../logging/logger';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';
import { SERVER_USER_AGENT } from '../proxy/upstream-headers';

/** A marketing page's head as the BFF writes it, and whether the page has content. */
export interface PageHeadAnswer {
  head: PageHead;
  found: boolean;
}

export interface PageHeads {
  /** Undefined when the content service could not say (the page then loads without tags). */
  lookup(pathname: string, origin: string): Promise<PageHeadAnswer | undefined>;
}

type StoryHead = Pick<Story<PageHeadFields>, 'name' | 'content'> | null;

const CACHE_LIMIT = 500;

/**
 * The head of marketing pages (§2.1), read from the content service's story for the path so
 * that crawlers and link previews see it without running JavaScript. Stories are remembered for
 * `cacheMs` (a missing one too), at most 500 of them.
 */
export function createPageHeads(options: {
  contentApiUrl: string;
  contentToken: string;
  timeoutMs: number;
  cacheMs: number;
  agent: http.Agent;
  logger: Logger;
}): PageHeads {
  const cache = new Map<string, { at: number; story: Promise<StoryHead> }>();

  const fetchStory = async (slug: string): Promise<StoryHead> => {
    const url = new URL(`${options.contentApiUrl.replace(/\/+$/, '')}/stories/${slug}`);
    url.searchParams.set('token', options.contentToken);
    url.searchParams.set('version', 'published');
    const answer = await callUpstream({
      url: url.href,
      method: 'GET',
      headers: { accept: 'application/json', 'user-agent': SERVER_USER_AGENT },
      timeoutMs: options.timeoutMs,
      agent: options.agent,
      maxBytes: 2 * 1024 * 1024,
    });
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new UpstreamError(502, `status ${answer.status}`);
    const { story } = JSON.parse(answer.body.toString('utf8')) as {
      story: Story<PageHeadFields & { component?: string }>;
    };
    const isPage = (PAGE_COMPONENTS as readonly string[]).includes(story.content.component ?? '');
    return isPage ? { name: story.name, content: story.content } : null;
  };

  const storyFor = (slug: string): Promise<StoryHead> => {
    const now = Date.now();
    const cached = cache.get(slug);
    if (cached && now - cached.at < options.cacheMs) return cached.story;
    const story = fetchStory(slug);
    cache.delete(slug);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(slug, { at: now, story });
    // A failure is not remembered: the next page view asks again.
    story.catch(() => cache.delete(slug));
    return story;
  };

  return {
    async lookup(pathname, origin) {
      const slug = storySlugForPath(pathname);
      if (!slug) return undefined;
      try {
        const story = await storyFor(slug);
        return { head: pageHeadFor(story, origin, pathname), found: story !== null };
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

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

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
