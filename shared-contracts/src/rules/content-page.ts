import type { Language } from '../types/language';
import type { Story } from '../types/content';

/**
 * The content story a marketing path shows (§2.1 "content is loaded from data files named by
 * slug"): the path without its slashes, lowercased. `/about/our-story/` → `about/our-story`.
 */
export function storySlugForPath(pathname: string): string {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase())
    .join('/');
}

/** §2.1: the canonical link is the site origin + route path + trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = `/${storySlugForPath(pathname)}`;
  return `${origin.replace(/\/+$/, '')}${path === '/' ? '/' : `${path}/`}`;
}

/** The stories that are pages a customer can open; the rest is data (navigation, cards …). */
export const PAGE_COMPONENTS = ['page', 'article'] as const;

/** The §2.1 head fields of a page's content. */
export interface PageHeadFields {
  meta_title?: string;
  meta_description?: string;
  meta_image?: { filename?: string; alt?: string } | string;
}

/** What a marketing page puts in the document head (§2.1). */
export interface PageHead {
  /** The page name; the document title is it plus the brand (`pageTitle`). */
  name: string;
  canonical: string;
  socialTitle: string;
  description: string;
  /** Absolute URL, or empty. */
  image: string;
}

/** A page without content (§2.1). */
export const NOT_FOUND_PAGE_NAME = 'Not Found';

/** The name of a page without content, in the page's language (§2.1, §4.11). */
function notFoundPageName(language: Language): string {
  return language === 'es' ? 'Página no encontrada' : NOT_FOUND_PAGE_NAME;
}

const absolute = (origin: string, url: string) =>
  !url
    ? ''
    : /^https?:\/\//i.test(url)
      ? url
      : `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;

/**
 * The head of a marketing page from its story (or of the Not Found page without one, in the
 * page's language): the name,
 * the canonical link, and the social title, description and image from `meta_title`,
 * `meta_description` and `meta_image`.
 */
export function pageHeadFor(
  story: Pick<Story<PageHeadFields>, 'name' | 'content'> | null,
  origin: string,
  pathname: string,
  language: Language = 'en-US',
): PageHead {
  const canonical = canonicalUrl(origin, pathname);
  if (!story) {
    return {
      name: notFoundPageName(language),
      canonical,
      socialTitle: notFoundPageName(language),
      description: '',
      image: '',
    };
  }
  const { meta_title, meta_description, meta_image } = story.content;
  const image = typeof meta_image === 'string' ? meta_image : (meta_image?.filename ?? '');
  return {
    name: story.name,
    canonical,
    socialTitle: meta_title || story.name,
    description: meta_description ?? '',
    image: absolute(origin, image),
  };
}
