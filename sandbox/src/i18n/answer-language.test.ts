import { menuTexts } from '@qsr/shared-contracts/core';
import request from 'supertest';
import { ErrorBodySchema, LoyaltySchema, MenuSchema, OrderSchema } from '../contract/schemas';
import { ACCOUNT_TEXT_ES } from '../fixtures/spanish/account-text';
import { JOB_TEXT_ES } from '../fixtures/spanish/job-text';
import { MENU_TEXT_ES } from '../fixtures/spanish/menu-text';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/members';
import { expectShape, seededApp, signIn, testClock, V1 } from '../testing/support';
import { requestLanguage } from './language';

const ES = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
const SPANISH_MENU_TEXT = new Set(Object.values(MENU_TEXT_ES));

describe('requestLanguage', () => {
  const asking = (header: string | undefined) =>
    requestLanguage({
      acceptsLanguages: (...languages: string[]) => {
        if (!header) return languages[0] as string;
        const wanted = header.split(',').map((part) => part.split(';')[0]?.trim().slice(0, 2));
        return wanted.find((language) => language && languages.includes(language)) ?? false;
      },
    } as Parameters<typeof requestLanguage>[0]);

  it('is Spanish when the request asks for it, English otherwise', () => {
    expect(asking('es')).toBe('es');
    expect(asking('es-MX,es;q=0.9')).toBe('es');
    expect(asking('en-US,en;q=0.9')).toBe('en');
    expect(asking('fr')).toBe('en');
    expect(asking(undefined)).toBe('en');
  });
});

describe('answers in the customer’s language', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());

  const menu = async (id: number, headers: Record<string, string> = {}) => {
    const res = await request(app).get(`${V1}/menus/${id}`).set(headers).expect(200);
    return { menu: expectShape(MenuSchema, res.body), res };
  };

  it.each([100101, 237040])('serves menu %i in Spanish, every text of it', async (id) => {
    const { menu: spanish, res } = await menu(id, ES);
    expect(res.headers['content-language']).toBe('es');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const untranslated = menuTexts(spanish).filter((text) => !SPANISH_MENU_TEXT.has(text));
    expect(untranslated).toEqual([]);
    const { menu: english } = await menu(id);
    // The same menu: ids, prices and rules; only the words differ.
    expect(JSON.stringify(spanish).length).toBeGreaterThan(1000);
    expect(spanish.categories.map((c) => c.products.map((p) => [p.id, p.sku, p.cost]))).toEqual(
      english.categories.map((c) => c.products.map((p) => [p.id, p.sku, p.cost])),
    );
    expect(english.categories[0]?.name).not.toBe(spanish.categories[0]?.name);
    const alts = (m: typeof spanish) =>
      m.categories.flatMap((c) => c.products.flatMap((p) => p.images.map((image) => image.alt)));
    expect(alts(spanish).every((alt) => alt && SPANISH_MENU_TEXT.has(alt))).toBe(true);
    expect(alts(english).every((alt) => alt && !SPANISH_MENU_TEXT.has(alt))).toBe(true);
  });

  it('answers English without Accept-Language, and with a language it does not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR' }] as Array<Record<string, string>>) {
      const { menu: english, res } = await menu(100101, headers);
      expect(res.headers['content-language']).toBe('en');
      expect(english.categories.map((c) => c.name)).toContain('Chicken');
    }
  });

  it('serves a product, an order and its choice errors in Spanish', async () => {
    const { menu: english } = await menu(100101);
    const combo = english.categories
      .flatMap((c) => c.products)
      .find((p) => p.sku === 'BB-3PC-TENDERS');
    if (!combo?.options) throw new Error('no combo');
    const product = await request(app)
      .get(`${V1}/menus/100101/products/${combo.id}`)
      .set(ES)
      .expect(200);
    expect(product.body.name).toBe('Combo de 3 tiras de pollo');
    expect(product.body.options[0].name).toBe('Acompañamiento');

    const created = await request(app)
      .post(`${V1}/orders/create`)
      .set(ES)
      .send({ menu_id: 100101 })
      .expect(200);
    const id = expectShape(OrderSchema, created.body).id;
    const refused = await request(app)
      .post(`${V1}/orders/${id}/products`)
      .set(ES)
      .send({ products: [{ id: combo.id, quantity: 1, choices: [], isupsell: false }] })
      .expect(400);
    expect(expectShape(ErrorBodySchema, refused.body)).toEqual({
      message: '[238] Elige 1 en «Acompañamiento».',
      code: 238,
    });

    const [side, drink, , biscuit] = combo.options;
    const added = await request(app)
      .post(`${V1}/orders/${id}/products`)
      .set(ES)
      .send({
        products: [
          {
            id: combo.id,
            quantity: 1,
            choices: [
              { id: side?.choices[1]?.id, quantity: 1 },
              { id: drink?.choices[0]?.id, quantity: 1 },
              { id: biscuit?.choices[0]?.id, quantity: 1 },
            ],
            isupsell: false,
          },
        ],
      })
      .expect(200);
    const line = expectShape(OrderSchema, added.body).products[0];
    expect(line?.name).toBe('Combo de 3 tiras de pollo');
    expect(line?.choices.map((c) => c.name)).toEqual([
      'Macarrones con queso',
      'Té dulce sureño',
      'Bísquet de suero de leche',
    ]);
    // The order keeps no language: read in English, it is in English.
    const english3 = await request(app).get(`${V1}/orders/${id}`).expect(200);
    expect(expectShape(OrderSchema, english3.body).products[0]?.name).toBe('3 Piece Tenders Combo');
  });

  it('says a developer’s error in English and a customer’s in Spanish', async () => {
    const missing = await request(app).get(`${V1}/menus/999999`).set(ES).expect(404);
    expect(missing.body).toEqual({ message: '[110] No encontramos ese menú', code: 110 });
    const malformed = await request(app).get(`${V1}/locations/search`).set(ES).expect(400);
    expect(malformed.body.message).toBe('Para buscar, escribe un lugar o usa tu ubicación.');
  });

  it('serves a member’s rewards in Spanish', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const loyalty = expectShape(
      LoyaltySchema,
      (
        await request(app)
          .get(`${V1}/members/loyalty`)
          .set({ ...ES, authorization: `Bearer ${demo.access}` })
          .expect(200)
      ).body,
    );
    const spanish = new Set(Object.values(ACCOUNT_TEXT_ES));
    expect(loyalty.wallet.map((reward) => reward.label).filter((l) => !spanish.has(l))).toEqual([]);
    expect(loyalty.wallet.map((reward) => reward.label)).toContain(
      'catering - $20 de descuento en catering',
    );
  });

  it('serves positions in Spanish, and finds them by a Spanish word', async () => {
    const search = await request(app)
      .get('/jobs/search')
      .query({ zip: '27612', keyword: 'gerente' })
      .set(ES)
      .expect(200);
    const spanish = new Set(Object.values(JOB_TEXT_ES));
    expect(search.body.jobs.length).toBeGreaterThan(0);
    for (const job of search.body.jobs) expect(spanish.has(job.title)).toBe(true);
    const detail = await request(app)
      .get('/jobs/detail')
      .query({ id: search.body.jobs[0].id })
      .set(ES)
      .expect(200);
    expect(detail.body.description).toMatch(/en nuestro restaurante de Raleigh\.$/);
    expect(detail.body.description).not.toMatch(/restaurant\.|Full-time|Part-time/);
  });
});
