import request from 'supertest';
import { ErrorBodySchema, StoriesResponseSchema, StoryResponseSchema } from '../contract/schemas';
import { expectShape, seededApp } from '../testing/support';

const TOKEN = 'sandbox-public-token';

type Json = Record<string, unknown>;

/** Every value nested in a story's content. */
function* walk(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* walk(item);
  else if (value && typeof value === 'object') {
    yield value as Json;
    for (const child of Object.values(value)) yield* walk(child);
  }
}

/** §3 rich text: doc, paragraph, heading (2 or 3), text with bold, italic or link marks. */
function checkRichText(node: Json): void {
  const type = node.type;
  expect(['doc', 'paragraph', 'heading', 'text']).toContain(type);
  if (type === 'heading') expect([2, 3]).toContain((node.attrs as Json).level);
  if (type === 'text') {
    expect(typeof node.text).toBe('string');
    for (const mark of (node.marks as Json[] | undefined) ?? []) {
      expect(['bold', 'italic', 'link']).toContain(mark.type);
      if (mark.type === 'link') expect(typeof (mark.attrs as Json).href).toBe('string');
    }
  }
  for (const child of (node.content as Json[] | undefined) ?? []) checkRichText(child);
}

describe('content service (Storyblok CDN shape)', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  const stories = (query: Record<string, string | number>) =>
    request(app)
      .get('/cdn/stories')
      .query({ token: TOKEN, version: 'published', ...query });
  const story = (slug: string, query: Record<string, string> = {}) =>
    request(app)
      .get(`/cdn/stories/${slug}`)
      .query({ token: TOKEN, ...query });
  const all = async (startsWith = '') => {
    const res = await stories({ starts_with: startsWith, per_page: 100 }).expect(200);
    return expectShape(StoriesResponseSchema, res.body).stories;
  };

  it('needs the public token and serves only published content', async () => {
    for (const query of [{}, { token: 'wrong' }, { token: TOKEN, version: 'draft' }]) {
      const res = await request(app).get('/cdn/stories').query(query);
      expect(res.status).toBe(401);
      expectShape(ErrorBodySchema, res.body);
    }
    await request(app).get('/cdn/stories/about').expect(401);
  });

  it('pages 25 by default, at most 100, with per-page and total headers', async () => {
    const first = await stories({}).expect(200);
    const body = expectShape(StoriesResponseSchema, first.body);
    expect(first.headers['per-page']).toBe('25');
    const total = Number(first.headers.total);
    expect(total).toBeGreaterThan(60);
    expect(body.stories).toHaveLength(25);
    expect(body).toMatchObject({ rels: [], links: [] });
    expect(body.cv).toBeGreaterThan(0);
    const last = await stories({ per_page: 100, page: 1 }).expect(200);
    expect(last.body.stories).toHaveLength(Math.min(total, 100));
    const second = await stories({ per_page: 25, page: 2 });
    expect(second.body.stories[0].id).not.toBe(body.stories[0]?.id);
    await stories({ per_page: 101 }).expect(400);
  });

  it('filters by starts_with on full_slug, by_slugs and excluding_slugs with wildcards', async () => {
    const global = await all('global/');
    expect(global.map((s) => s.full_slug)).toEqual(
      expect.arrayContaining(['global/header', 'global/footer', 'global/jobs/crew-member']),
    );
    expect(
      global.filter((s) => s.full_slug.startsWith('global/jobs/')).length,
    ).toBeGreaterThanOrEqual(3);
    const withoutJobs = expectShape(
      StoriesResponseSchema,
      (await stories({ starts_with: 'global/', excluding_slugs: 'global/jobs/*' })).body,
    ).stories;
    expect(withoutJobs.every((s) => !s.full_slug.startsWith('global/jobs/'))).toBe(true);
    expect(withoutJobs.length).toBeGreaterThan(0);
    const picked = (await stories({ by_slugs: 'about,news-and-community/*' })).body.stories;
    expect(picked.map((s: { full_slug: string }) => s.full_slug)).toContain('about');
    expect(picked.length).toBe(1 + (await all('news-and-community/')).length);
    const stores = await all('expansion-stores/');
    expect(stores.length).toBeGreaterThanOrEqual(3);
    for (const store of stores)
      expect(store.content).toMatchObject({ component: 'expansion_store', status: 'coming_soon' });
  });

  it('has a page for every marketing route of §2.1, with head fields and content blocks', async () => {
    const slugs = [
      'about',
      'about/our-story',
      'about/chicken-scoop',
      'biscuit-month',
      'bo-time-moments',
      'bo-time-moments/office-party',
      'chickenverse',
      'chickenverse/hot-honey-lore',
      'expansion-menu',
      'expansion-menu/items',
      'expansion-menu/items/hot-honey-biscuit',
      'foundation',
      'foundation/scholarships',
      'franchising',
      'franchising/process',
      'in-the-community',
      'media-resources',
      'news-and-community',
      'refund',
      'search',
      'technical-support',
      'welcometohoneybutter',
      'welcometohoneybutter/rewards',
      'gift',
      'contact',
      'terms-of-use',
      'privacy-policy',
      'catering',
      'community-relations',
      'digital-gifting',
    ];
    const components = new Set<string>();
    const fieldTypes = new Set<string>();
    for (const slug of slugs) {
      const res = await story(slug).expect(200);
      const { story: page } = expectShape(StoryResponseSchema, res.body);
      expect(page.full_slug).toBe(slug);
      expect(page.content).toMatchObject({
        component: 'page',
        meta_title: expect.any(String),
        meta_description: expect.any(String),
        meta_image: { filename: expect.stringMatching(/\.svg$/) },
      });
      for (const node of walk(page.content)) {
        if (typeof node.component === 'string') components.add(node.component);
        if (node.component === 'form_field') fieldTypes.add(node.type as string);
        if (node.type === 'doc') checkRichText(node);
      }
    }
    expect([...components]).toEqual(
      expect.arrayContaining([
        'hero',
        'grid',
        'image',
        'call_to_action',
        'accordion',
        'video',
        'rich_text',
        'form',
      ]),
    );
    expect([...fieldTypes]).toEqual(
      expect.arrayContaining([
        'link_button',
        'zip',
        'phone',
        'store_select',
        'promo_code',
        'favourite_item',
        'rich_checkbox',
      ]),
    );
  });

  it('has articles under news-and-community and the chicken scoop, sorted by date on request', async () => {
    const res = await stories({ starts_with: 'news-and-community/', sort_by: 'sort_by_date:desc' });
    const articles = expectShape(StoriesResponseSchema, res.body).stories;
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const dates = articles.map((a) => a.sort_by_date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles) expect(article.content.component).toBe('article');
    expect(
      (await all('about/chicken-scoop/')).filter((s) => s.content.component === 'article').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('serves the home pages, the single slugs and the navigation', async () => {
    for (const slug of ['home', 'catering-home']) {
      const { content } = expectShape(
        StoryResponseSchema,
        (await story(slug).expect(200)).body,
      ).story;
      const body = content.body as Json[];
      expect(body.map((b) => b.component)).toEqual(
        expect.arrayContaining(['hero', 'featured_items']),
      );
    }
    const get = async (slug: string) =>
      expectShape(StoryResponseSchema, (await story(slug).expect(200)).body).story.content;
    const locations = (await get('locations')).locations as Json[];
    expect(locations.length).toBeGreaterThanOrEqual(12);
    expect(locations[0]).toMatchObject({
      id: expect.any(String),
      address: expect.any(String),
      lat: expect.any(String),
      lng: expect.any(String),
    });
    expect(((await get('products')).products as Json[]).length).toBeGreaterThan(0);
    expect(await get('top-banner')).toMatchObject({
      component: 'top_banner',
      enabled: true,
      text: expect.any(String),
    });
    expect(((await get('categories')).categories as Json[]).length).toBeGreaterThanOrEqual(6);
    const statuses = (await get('order-statuses')).delivery_statuses as Json[];
    expect(statuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(['received', 'in_progress', 'ready', 'out_for_delivery', 'completed']),
    );
    const menus = (await get('navigation')).menus as Json[];
    expect(menus.map((m) => m.name)).toEqual(['header', 'footer', 'mobile']);
    for (const menu of menus) {
      for (const link of menu.links as Json[])
        expect(link).toMatchObject({
          label: expect.any(String),
          link: { url: expect.any(String) },
        });
    }
  });

  it('has content cards of every feed type, a control card, and in-app messages per variant', async () => {
    const cards = (await all('content-cards/')).map((s) => s.content);
    const feedTypes = cards.map((c) => (c.extras as Json).feed_type ?? null);
    expect(feedTypes).toEqual(
      expect.arrayContaining([
        'homepage_carousel',
        'homepage_carousel_web',
        null,
        'homepage_top_alert',
        'offer_screen_message',
      ]),
    );
    expect(cards.filter((c) => c.is_control === true)).toHaveLength(1);
    const tags = (await all('in-app-messages/')).map((s) => (s.content.extras as Json).tag);
    expect(tags.sort()).toEqual(['iam_app', 'iam_catering', 'iam_mealtime']);
  });

  it('serves every story in Spanish, by language param or es/ prefix', async () => {
    const es = expectShape(
      StoryResponseSchema,
      (await story('about', { language: 'es' }).expect(200)).body,
    ).story;
    expect(es).toMatchObject({
      lang: 'es',
      name: 'Sobre nosotros',
      full_slug: 'es/about',
      default_full_slug: 'about',
    });
    const prefixed = expectShape(
      StoryResponseSchema,
      (await story('es/about').expect(200)).body,
    ).story;
    expect(prefixed.name).toBe('Sobre nosotros');
    const en = expectShape(StoryResponseSchema, (await story('about').expect(200)).body).story;
    expect(en).toMatchObject({
      lang: 'default',
      name: 'About Us',
      translated_slugs: [{ lang: 'es', path: 'about', name: 'Sobre nosotros' }],
    });
    const list = expectShape(
      StoriesResponseSchema,
      (await stories({ starts_with: 'top-banner', lang: 'es' })).body,
    ).stories;
    expect(list[0]?.content.text).toMatch(/Bísquet/);
    const search = expectShape(
      StoryResponseSchema,
      (await story('search', { language: 'es' })).body,
    ).story;
    expect(search.name).toBe('Buscar');
    // The same blocks in both: a translation changes the words, not the page.
    const blockIds = (value: unknown): string[] => JSON.stringify(value).match(/blk-\d+/g) ?? [];
    expect(blockIds(search.content)).toEqual(
      blockIds(expectShape(StoryResponseSchema, (await story('search')).body).story.content),
    );
  });

  it('answers 404 for an unknown story and serves generated pictures', async () => {
    const res = await story('no/such/page').expect(404);
    expect(res.body).toEqual({ message: 'This record could not be found', code: 404 });
    const picture = await request(app).get('/cdn/assets/hero-about.svg').expect(200);
    expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(picture.text ?? picture.body.toString()).toContain('<svg');
    await request(app).get('/cdn/assets/..%2Fetc.svg').expect(404);
  });
});
