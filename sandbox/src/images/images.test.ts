import request from 'supertest';
import { expectShape, seededApp } from '../testing/support';
import { ErrorBodySchema } from '../contract/schemas';
import { artSvg } from '../content/art';
import { CATERING_MENU } from '../fixtures/catering-menu';
import { CONSUMER_MENU } from '../fixtures/consumer-menu';
import { PRODUCT_PICTURES, CATEGORY_PICTURES } from '../fixtures/pictures';
import { MENU_TEXT_ES } from '../fixtures/spanish/menu-text';
import { escapeXml } from './compose';
import { piece, roundPaths } from './pieces';
import { productSvg } from './svg';

describe('GET /ordering/v1/images/:name.svg', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  it('draws the menu picture of a product, cacheable for a day', async () => {
    const res = await request(app)
      .get('/ordering/v1/images/BB-BKFST-BOX.svg')
      .expect(200)
      .expect('content-type', /^image\/svg\+xml/)
      .expect('cache-control', 'public, max-age=86400');
    const svg = res.text || String(res.body);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 480 360"');
    expect(svg).toContain('<title>Biscuit Breakfast Box (until 10:30)</title>');
  });

  it('draws the wide hero picture', async () => {
    const res = await request(app).get('/ordering/v1/images/CT-TENDER-TRAY-hero.svg').expect(200);
    const svg = res.text || String(res.body);
    expect(svg).toContain('viewBox="0 0 1200 600"');
    expect(svg).toContain('<title>Tender Tray (serves 10–12)</title>');
  });

  it.each(['NOPE.svg', 'BB-2PC-TENDERS.png', 'bb-2pc-tenders-hero-hero.svg'])(
    'answers 404 for %s',
    async (name) => {
      const res = await request(app).get(`/ordering/v1/images/${name}`).expect(404);
      expect(expectShape(ErrorBodySchema, res.body)).toEqual({ message: 'Not found', code: 404 });
    },
  );
});

describe('productSvg', () => {
  it('is deterministic and escapes names', () => {
    const subject = { sku: 'X-1', name: 'Mac & Cheese <Large>', category: 'Sides' };
    expect(productSvg(subject)).toBe(productSvg(subject));
    expect(productSvg(subject)).toContain('Mac &amp; Cheese &lt;Large&gt;');
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('draws no words, in a picture of a product nor of the content (§4.11: every language)', () => {
    const subject = { sku: 'BB-3PC-TENDERS', name: '3 Piece Tenders Combo', category: 'Chicken' };
    for (const svg of [
      productSvg(subject),
      productSvg(subject, 'hero'),
      artSvg('hero-home'),
      artSvg('card-free-biscuit-friday'),
    ]) {
      expect(svg).not.toContain('<text');
    }
  });

  it('is the shape of the menu card and the product page (4:3), so nothing is cropped', () => {
    const svg = productSvg({ sku: 'BB-BISCUIT', name: 'Buttermilk Biscuit', category: 'Biscuits' });
    expect(svg).toContain('width="480" height="360"');
  });
});

const every = [CONSUMER_MENU, CATERING_MENU].flatMap((menu) =>
  menu.categories.flatMap((category) =>
    category.products.map((product) => [product.name, product.sku, category.name] as const),
  ),
);
const piecesOf = (sku: string) => (PRODUCT_PICTURES[sku]?.items ?? []).map(([name]) => name);

describe('the picture of every product of both menus', () => {
  it.each(every)('%s has a picture of its own, drawn from the set', (_name, sku) => {
    expect(piecesOf(sku).length).toBeGreaterThan(0);
    for (const name of piecesOf(sku)) expect(piece(name)).toMatch(/^</);
  });

  /** And a thing is only ever on the product that is that thing. */
  const OWN_THING: ReadonlyArray<readonly [RegExp, RegExp]> = [
    [/^tender$/, /tender|kids 2 piece/i],
    [/^wing$/, /wing/i],
    [/chicken-leg/, /piece|drumstick|dinner|family/i],
    [/sandwich/, /sandwich/i],
    [/biscuit-bites/, /bites/i],
    [/hash-rounds/, /hash brown|breakfast/i],
    [/french-fries/, /fries|tenders combo/i],
    [/^(jug|pan)-/, /gallon|serves 10/i],
  ];
  it.each(every)('%s shows only its own food', (name, sku) => {
    for (const piece of piecesOf(sku)) {
      for (const [thing, products] of OWN_THING)
        if (thing.test(piece)) expect(name).toMatch(products);
    }
  });

  it('Cinnamon Biscuit Bites show biscuit bites, not chicken', () => {
    expect(piecesOf('BB-CINNAMON-BITES')).toEqual(['biscuit-bites']);
  });

  it('every product and category picture says what it shows, in English and Spanish', () => {
    for (const scene of [...Object.values(PRODUCT_PICTURES), ...Object.values(CATEGORY_PICTURES)]) {
      expect(scene.alt.length).toBeGreaterThan(10);
      expect(MENU_TEXT_ES[scene.alt]).toBeDefined();
    }
  });

  it('has a picture for every category of both menus', () => {
    for (const menu of [CONSUMER_MENU, CATERING_MENU])
      for (const category of menu.categories)
        expect(CATEGORY_PICTURES[category.name]).toBeDefined();
  });
});

describe('path data', () => {
  it('is drawn to a tenth of the grid', () => {
    for (const name of new Set(every.flatMap(([, sku]) => piecesOf(sku)))) {
      for (const [, data] of piece(name).matchAll(/ d="([^"]*)"/g))
        expect(data).not.toMatch(/\.\d\d/);
    }
  });

  it('keeps an arc’s flags when a number follows them without a space', () => {
    // 0 0 1 flags then .123,.456: a number-wise rounding would read "01.123" as one number.
    expect(roundPaths('<path d="M1 1a1.5 1.5 0 01.123.456"/>')).toBe(
      '<path d="M1 1a1.5 1.5 0 0 1 0.1 0.5"/>',
    );
  });
});
