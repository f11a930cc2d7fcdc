import type { StoriesResponse, StoryResponse } from '../types/content';
import { readSiteConfig } from '../site-config';
import type { Language } from '../types/language';
import { request, type CallOptions } from './request';
import { requestHooks } from './request-hooks';

/** §9 content page size. */
export const CONTENT_PAGE_SIZE = 100;

/** Folders and slugs of the content service (§7.3). */
export const CONTENT_SLUGS = {
  global: 'global/',
  jobs: 'global/jobs/',
  expansionStores: 'expansion-stores/',
  locations: 'locations',
  products: 'products',
  topBanner: 'top-banner',
  categories: 'categories',
  orderStatuses: 'order-statuses',
  navigation: 'navigation',
} as const;

export interface StoriesQuery {
  /** Slug prefix (a folder). */
  startsWith: string;
  page?: number;
  perPage?: number;
  /** Slugs left out; `*` matches a folder's stories. */
  excludingSlugs?: string[];
}

/**
 * The content service's `language` parameter (Storyblok): `es` for Spanish, none for the
 * default language, English. The customer's language unless a call names its own.
 */
export function contentLanguage(language?: Language): 'es' | undefined {
  return (language ?? requestHooks().language()) === 'es' ? 'es' : undefined;
}

/**
 * The content service through the site (`/cms/stories` → the service's `cdn/stories`, API
 * conventions in the README), with its public token in the query, Storyblok style.
 */
function contentBase(): { base: string; token: string } {
  const { contentEndpoint, contentToken } = readSiteConfig();
  return { base: contentEndpoint.replace(/\/+$/, ''), token: contentToken };
}

/** Published stories by slug prefix, one page of 100 unless told (§7.3), in the customer's language. */
export function getStories<C = Record<string, unknown>>(
  query: StoriesQuery,
  options?: CallOptions,
): Promise<StoriesResponse<C>> {
  const { base, token } = contentBase();
  return request<StoriesResponse<C>>('stories', {
    base,
    query: {
      starts_with: query.startsWith,
      page: query.page ?? 1,
      per_page: query.perPage ?? CONTENT_PAGE_SIZE,
      excluding_slugs: query.excludingSlugs?.join(','),
      language: contentLanguage(options?.language),
      version: 'published',
      token,
    },
    ...options,
  });
}

/** One published story by its full slug, in the customer's language. */
export function getStory<C = Record<string, unknown>>(
  fullSlug: string,
  options?: CallOptions,
): Promise<StoryResponse<C>> {
  const { base, token } = contentBase();
  const slug = fullSlug.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return request<StoryResponse<C>>(`stories/${slug}`, {
    base,
    query: { language: contentLanguage(options?.language), version: 'published', token },
    ...options,
  });
}
