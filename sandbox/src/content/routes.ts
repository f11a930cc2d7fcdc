import { Router, type Request } from 'express';
import { z } from 'zod';
import { errors, fromZodError } from '../http/errors';
import { artSvg } from './art';
import { DEFAULT_LANGUAGE, type ContentRepository } from './repository';

/** The content service's public (published-content) token in the sandbox. */
export const SANDBOX_PUBLIC_TOKEN = 'sandbox-public-token';
/** Storyblok's page sizes: 25 by default, at most 100. */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
const CACHE_CONTROL = 'public, max-age=30';

const list = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  z.array(z.string().max(200)).max(100).optional(),
);
const flag = z.enum(['0', '1', 'true', 'false']).optional();

const Common = z.object({
  token: z.string().optional(),
  version: z.enum(['published', 'draft']).optional(),
  language: z.string().max(10).optional(),
  lang: z.string().max(10).optional(),
  cv: z.string().optional(),
});

const StoriesQuery = Common.extend({
  starts_with: z.string().max(200).optional(),
  by_slugs: list,
  excluding_slugs: list,
  with_tag: list,
  is_startpage: flag,
  search_term: z.string().max(200).optional(),
  sort_by: z
    .string()
    .regex(/^[a-z_.]+:(asc|desc)$/i)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

const StoryQuery = Common.extend({ find_by: z.enum(['uuid']).optional() });

/** The public token (only published content); anything else is 401, like the CDN. */
function authorise(query: z.infer<typeof Common>): void {
  if (query.token !== SANDBOX_PUBLIC_TOKEN) throw errors.unauthorized();
  // A draft needs the preview token, which the sandbox does not hand out.
  if (query.version === 'draft') throw errors.unauthorized();
}

const languageOf = (query: z.infer<typeof Common>): string | undefined => {
  const language = (query.language ?? query.lang)?.trim().toLowerCase();
  return language && language !== DEFAULT_LANGUAGE ? language : undefined;
};

function parse<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/**
 * The content service in the Storyblok CDN v2 shape (mounted at `/cdn`): `GET stories` and
 * `GET stories/{full_slug}` with the public `token`; generated pictures at `GET assets/{name}.svg`.
 */
export function contentRouter(content: ContentRepository): Router {
  const router = Router();

  router.get('/stories', (req, res) => {
    const query = parse(req, StoriesQuery);
    authorise(query);
    const [sortField, sortDirection] = query.sort_by?.split(':') ?? [];
    const { stories, total } = content.list({
      startsWith: query.starts_with?.replace(/^\/+/, ''),
      bySlugs: query.by_slugs,
      excludingSlugs: query.excluding_slugs,
      withTag: query.with_tag,
      isStartpage:
        query.is_startpage === undefined
          ? undefined
          : query.is_startpage === '1' || query.is_startpage === 'true',
      searchTerm: query.search_term,
      sortBy: sortField ? { field: sortField, desc: sortDirection === 'desc' } : undefined,
      page: query.page,
      perPage: query.per_page,
      language: languageOf(query),
    });
    res
      .set('per-page', String(query.per_page))
      .set('total', String(total))
      .set('cache-control', CACHE_CONTROL)
      .json({ stories, cv: content.cv(), rels: [], links: [] });
  });

  router.get('/stories/*slug', (req, res) => {
    const query = parse(req, StoryQuery);
    authorise(query);
    const segments = (req.params as { slug?: string[] }).slug ?? [];
    const story = content.find(segments.join('/'), {
      language: languageOf(query),
      findBy: query.find_by,
    });
    if (!story) throw errors.storyNotFound();
    res.set('cache-control', CACHE_CONTROL).json({ story, cv: content.cv(), rels: [], links: [] });
  });

  router.get('/assets/:name.svg', (req, res) => {
    const name = req.params.name;
    if (!/^[a-z0-9-]{1,80}$/.test(name)) throw errors.notFound();
    res.type('image/svg+xml').set('cache-control', 'public, max-age=86400').send(artSvg(name));
  });

  return router;
}
