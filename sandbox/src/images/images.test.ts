import request from 'supertest';
import { expectShape, seededApp } from '../testing/support';
import { ErrorBodySchema } from '../contract/schemas';
import { artSvg } from '../content/art';
import { CATERING_MENU } from '../fixtures/catering-menu';
import { CONSUMER_MENU } from '../fixtures/consumer-menu';
import { escapeXml, motifFor, productSvg, type Motif } from './svg';

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
    expect(svg).toContain('viewBox="0 0 400 400"');
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

  it('picks a drawing that fits the product', () => {
    expect(motifFor('Chicken', '2 Piece Dinner')).toBe('drumstick');
    expect(motifFor('Chicken', '3 Piece Tenders Combo')).toBe('tenders');
    expect(motifFor('Drinks', 'Southern Sweet Tea')).toBe('cup');
    expect(motifFor('Drinks by the Gallon', 'Sweet Tea by the Gallon')).toBe('jug');
    expect(motifFor('Sides', 'Mac & Cheese')).toBe('bowl');
    expect(motifFor('Desserts', 'Sweet Potato Pie')).toBe('pie');
    expect(motifFor('Biscuits', 'Buttermilk Biscuit')).toBe('biscuit');
  });

  /**
   * Issue 29 point 9: a drawing of a thing is only ever on the product that is that thing (no
   * tenders on the biscuit bites); containers (a box, a bowl, a cup …) fit any product.
   */
  const OWN_THING: Partial<Record<Motif, RegExp>> = {
    tenders: /tender/i,
    wings: /wing/i,
    bites: /bites/i,
    rounds: /hash brown/i,
    cob: /corn/i,
    fries: /fries/i,
    sandwich: /sandwich/i,
    biscuit: /biscuit/i,
    pie: /\bpie\b/i,
    drumstick: /piece|drumstick|dinner/i,
  };
  const every = [CONSUMER_MENU, CATERING_MENU].flatMap((menu) =>
    menu.categories.flatMap((category) =>
      category.products.map((product) => [product.name, category.name] as const),
    ),
  );
  it.each(every)('draws %s as itself', (name, category) => {
    const own = OWN_THING[motifFor(category, name)];
    if (own) expect(name).toMatch(own);
  });
});
