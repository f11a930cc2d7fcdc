import useSWR from 'swr';
import { CONTENT_PAGE_SIZE, PAGE_COMPONENTS, useLanguage, type Story } from '@qsr/shared-contracts';
import { contentClient } from './content-client';
import type { PageContent } from './content-types';

/** The content service's language parameter: Spanish where it has it, English otherwise. */
const languageParam = (language: string) => (language === 'es' ? { language: 'es' } : {});

const READ_ONCE = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A missing story is `null` (the page is Not Found); other failures throw. */
async function fetchStory(slug: string, language: string): Promise<Story<PageContent> | null> {
  try {
    const { data } = await contentClient().getStory(slug, {
      version: 'published',
      ...languageParam(language),
    });
    const story = data.story as unknown as Story<PageContent>;
    return (PAGE_COMPONENTS as readonly string[]).includes(story.content.component) ? story : null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** The page story of a slug, in the site's language. */
export function useStory(slug: string) {
  const language = useLanguage();
  return useSWR(['marketing:story', slug, language], () => fetchStory(slug, language), READ_ONCE);
}

export interface StoriesQuery {
  startsWith: string;
  excludingSlugs?: string[];
  searchTerm?: string;
  sortBy?: string;
}

/** Every published story of a folder, 100 a page (§9), minus the excluded slugs (§7.3). */
export function useStories<C = PageContent>(query: StoriesQuery | null) {
  const language = useLanguage();
  return useSWR(
    query && ['marketing:stories', query, language],
    async () => {
      const q = query as StoriesQuery;
      const stories = await contentClient().getAll('cdn/stories', {
        version: 'published',
        starts_with: q.startsWith,
        per_page: CONTENT_PAGE_SIZE,
        ...(q.excludingSlugs?.length ? { excluding_slugs: q.excludingSlugs.join(',') } : {}),
        ...(q.searchTerm ? { search_term: q.searchTerm } : {}),
        ...(q.sortBy ? { sort_by: q.sortBy } : {}),
        ...languageParam(language),
      });
      return stories as Story<C>[];
    },
    READ_ONCE,
  );
}

/** The content of a data story (`locations`, `products` …, §7.3), whatever its component. */
export function useStoryData<C>(slug: string) {
  const language = useLanguage();
  return useSWR(
    ['marketing:data', slug, language],
    async () => {
      const { data } = await contentClient().getStory(slug, {
        version: 'published',
        ...languageParam(language),
      });
      return (data.story as unknown as Story<C>).content;
    },
    READ_ONCE,
  );
}
