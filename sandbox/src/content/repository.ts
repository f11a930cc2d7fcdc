import type { Ctx } from '../context';

interface StoryRow {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number | null;
  is_startpage: number;
  position: number;
  tag_list: string;
  content: string;
  created_at: string;
  published_at: string;
  first_published_at: string;
  sort_by_date: string | null;
}

/** A story as the Storyblok CDN v2 serves it. */
export interface CdnStory {
  name: string;
  created_at: string;
  published_at: string;
  id: number;
  uuid: string;
  content: Record<string, unknown>;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  meta_data: null;
  group_id: string;
  first_published_at: string;
  release_id: null;
  lang: string;
  path: null;
  alternates: unknown[];
  default_full_slug: string | null;
  translated_slugs: Array<{ path: string; name: string | null; lang: string }> | null;
}

export interface StoriesFilter {
  startsWith?: string;
  bySlugs?: string[];
  excludingSlugs?: string[];
  withTag?: string[];
  isStartpage?: boolean;
  searchTerm?: string;
  sortBy?: { field: string; desc: boolean };
  page: number;
  perPage: number;
  language?: string;
}

export const DEFAULT_LANGUAGE = 'default';

/** A Storyblok slug pattern with `*` wildcards, as a test. */
export function slugMatcher(pattern: string): (slug: string) => boolean {
  const source = pattern
    .trim()
    .replace(/^\/+/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (slug) => regex.test(slug);
}

function sortValue(story: CdnStory, field: string): string | number {
  if (field.startsWith('content.')) {
    const value = story.content[field.slice('content.'.length)];
    return typeof value === 'number' ? value : String(value ?? '');
  }
  const value = (story as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : String(value ?? '');
}

/** The filter's tests of a story row (slug prefix and patterns, start page, tags, search term). */
function storyFilter(filter: StoriesFilter): (row: StoryRow) => boolean {
  const include = filter.bySlugs?.map(slugMatcher);
  const exclude = filter.excludingSlugs?.map(slugMatcher);
  const term = filter.searchTerm?.toLowerCase();
  const tagged = (row: StoryRow): boolean => {
    if (!filter.withTag?.length) return true;
    const tags = JSON.parse(row.tag_list) as string[];
    return filter.withTag.some((tag) => tags.includes(tag));
  };
  return (row) =>
    (!filter.startsWith || row.full_slug.startsWith(filter.startsWith)) &&
    (!include || include.some((match) => match(row.full_slug))) &&
    (!exclude || !exclude.some((match) => match(row.full_slug))) &&
    (filter.isStartpage === undefined || (row.is_startpage === 1) === filter.isStartpage) &&
    tagged(row) &&
    (!term || row.name.toLowerCase().includes(term) || row.content.toLowerCase().includes(term));
}

/** The stories in the filter's order, or as they are when it names none. */
function sortStories(stories: CdnStory[], sortBy: StoriesFilter['sortBy']): CdnStory[] {
  if (!sortBy) return stories;
  const { field, desc } = sortBy;
  return [...stories].sort((a, b) => {
    const x = sortValue(a, field);
    const y = sortValue(b, field);
    const order = x < y ? -1 : x > y ? 1 : 0;
    return desc ? -order : order;
  });
}

/** The stories of the content service, in the language asked for (fallback: the default one). */
export function createContentRepository(ctx: Ctx) {
  const all = ctx.db.prepare<[], StoryRow>('SELECT * FROM stories ORDER BY position, id');
  const bySlug = ctx.db.prepare<[string], StoryRow>('SELECT * FROM stories WHERE full_slug = ?');
  const byId = ctx.db.prepare<[number], StoryRow>('SELECT * FROM stories WHERE id = ?');
  const byUuid = ctx.db.prepare<[string], StoryRow>('SELECT * FROM stories WHERE uuid = ?');
  const translation = ctx.db.prepare<[number, string], { name: string; content: string }>(
    'SELECT name, content FROM story_translations WHERE story_id = ? AND lang = ?',
  );
  const translationsOf = ctx.db.prepare<[number], { lang: string; name: string }>(
    'SELECT lang, name FROM story_translations WHERE story_id = ? ORDER BY lang',
  );
  const cvRow = ctx.db.prepare<[], { value: string }>(
    "SELECT value FROM meta WHERE key = 'content_cv'",
  );

  function toStory(row: StoryRow, language?: string): CdnStory {
    const lang = language && language !== DEFAULT_LANGUAGE ? language : DEFAULT_LANGUAGE;
    const translated = lang === DEFAULT_LANGUAGE ? undefined : translation.get(row.id, lang);
    const translations = translationsOf.all(row.id);
    return {
      name: translated?.name ?? row.name,
      created_at: row.created_at,
      published_at: row.published_at,
      id: row.id,
      uuid: row.uuid,
      content: JSON.parse(translated?.content ?? row.content) as Record<string, unknown>,
      slug: row.slug,
      full_slug: lang === DEFAULT_LANGUAGE ? row.full_slug : `${lang}/${row.full_slug}`,
      sort_by_date: row.sort_by_date,
      position: row.position,
      tag_list: JSON.parse(row.tag_list) as string[],
      is_startpage: row.is_startpage === 1,
      parent_id: row.parent_id,
      meta_data: null,
      group_id: row.uuid,
      first_published_at: row.first_published_at,
      release_id: null,
      lang,
      path: null,
      alternates: [],
      default_full_slug: lang === DEFAULT_LANGUAGE ? null : row.full_slug,
      translated_slugs:
        translations.length === 0
          ? null
          : translations.map((t) => ({ path: row.full_slug, name: t.name, lang: t.lang })),
    };
  }

  return {
    cv(): number {
      return Number(cvRow.get()?.value ?? 0);
    },

    /** One story by full slug (an `es/` prefix picks the language), id, or uuid. */
    find(key: string, options: { language?: string; findBy?: 'uuid' } = {}): CdnStory | undefined {
      const slug = key.replace(/^\/+|\/+$/g, '');
      if (options.findBy === 'uuid') {
        const row = byUuid.get(slug);
        return row ? toStory(row, options.language) : undefined;
      }
      if (/^\d+$/.test(slug)) {
        const row = byId.get(Number(slug));
        if (row) return toStory(row, options.language);
      }
      const direct = bySlug.get(slug);
      if (direct) return toStory(direct, options.language);
      const prefixed = /^([a-z]{2})\/(.+)$/.exec(slug);
      if (prefixed) {
        const row = bySlug.get(prefixed[2] as string);
        if (row) return toStory(row, prefixed[1]);
      }
      return undefined;
    },

    /** Published stories matching the filter: one page and the total. */
    list(filter: StoriesFilter): { stories: CdnStory[]; total: number } {
      const matches = storyFilter(filter);
      const stories = sortStories(
        all
          .all()
          .filter(matches)
          .map((row) => toStory(row, filter.language)),
        filter.sortBy,
      );
      const start = (filter.page - 1) * filter.perPage;
      return { stories: stories.slice(start, start + filter.perPage), total: stories.length };
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
