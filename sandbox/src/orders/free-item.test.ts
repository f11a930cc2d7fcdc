import request from 'supertest';
import type { z } from 'zod';
import { ErrorBodySchema, MenuSchema, OrderSchema } from '../contract/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/members';
import { expectShape, seededApp, signIn, testClock, V1, type Tokens } from '../testing/support';

type Order = z.infer<typeof OrderSchema>;

const MENU = 100101;
const BISCUIT = 'BB-HONEY-BISCUIT';
const REFUSED = {
  message: '[254] Add 1 Honey Butter Biscuit to your box to use this code.',
  code: 254,
};

/**
 * A free-item code (kind `item`: BISCUITFRIDAY, the wallet's FREEBISCUIT) is about its item: it
 * takes one of them off, at its price in the box, and only while the box holds one.
 */
describe('a free-item code', () => {
  const { app, db } = seededApp({ now: testClock().now });
  afterAll(() => db.close());

  const auth = (who?: Tokens) => (who ? { 'x-ordering-token': who.ordering } : {});
  const order = (body: unknown): Order => expectShape(OrderSchema, body);

  async function product(sku: string) {
    const menu = expectShape(MenuSchema, (await request(app).get(`${V1}/menus/${MENU}`)).body);
    const found = menu.categories.flatMap((c) => c.products).find((p) => p.sku === sku);
    if (!found) throw new Error(`no ${sku}`);
    return found;
  }

  /** A box of these products (by sku, one each unless said), for the caller. */
  async function box(lines: Array<[string, number?]>, who?: Tokens): Promise<Order> {
    const created = order(
      (
        await request(app)
          .post(`${V1}/orders/create`)
          .set(auth(who))
          .send({ menu_id: MENU })
          .expect(200)
      ).body,
    );
    const products = await Promise.all(
      lines.map(async ([sku, quantity = 1]) => {
        const found = await product(sku);
        const choices = (found.options ?? []).flatMap((option) =>
          option.choices.slice(0, option.min).map((choice) => ({ id: choice.id, quantity: 1 })),
        );
        return { id: found.id, quantity, choices };
      }),
    );
    const filled = await request(app)
      .post(`${V1}/orders/${created.id}/products`)
      .set(auth(who))
      .send({ products })
      .expect(200);
    return order(filled.body);
  }

  const apply = (id: string, code: string, who?: Tokens, language = 'en-US') =>
    request(app)
      .put(`${V1}/orders/${id}/coupon`)
      .set(auth(who))
      .set('accept-language', language)
      .send({ code });

  it('is refused on a box without its item, naming the item in the answer’s language', async () => {
    const { id } = await box([['BB-CHICKEN-BISCUIT']]);
    for (const code of ['BISCUITFRIDAY', 'biscuitfriday']) {
      expect(expectShape(ErrorBodySchema, (await apply(id, code).expect(400)).body)).toEqual(
        REFUSED,
      );
    }
    const spanish = expectShape(
      ErrorBodySchema,
      (await apply(id, 'BISCUITFRIDAY', undefined, 'es').expect(400)).body,
    );
    expect(spanish).toEqual({
      message: '[254] Agrega 1 Bísquet con mantequilla de miel a tu caja para usar este código.',
      code: 254,
    });
    // The refusal changes nothing.
    const kept = order((await request(app).get(`${V1}/orders/${id}`).expect(200)).body);
    expect(kept.coupon).toBeNull();
    expect(kept.totals.discount).toBe(0);
  });

  it('takes one of its item off, at the item’s price in the box, however many there are', async () => {
    const biscuit = await product(BISCUIT);
    const { id } = await box([['BB-CHICKEN-BISCUIT'], [BISCUIT, 2]]);
    const applied = order((await apply(id, 'BISCUITFRIDAY').expect(200)).body);
    expect(applied.coupon).toEqual({ couponcode: 'BISCUITFRIDAY' });
    expect(applied.discounts).toEqual([
      { type: 'Coupon', amount: biscuit.cost, description: 'Free Honey Butter Biscuit' },
    ]);
    expect(applied.totals.discount).toBe(biscuit.cost);
  });

  it('gives nothing once the item leaves the box, says which item, and is refused at review', async () => {
    const biscuit = await product(BISCUIT);
    const filled = await box([['BB-CHICKEN-BISCUIT'], [BISCUIT]]);
    const applied = order((await apply(filled.id, 'BISCUITFRIDAY').expect(200)).body);
    const line = applied.products.find((each) => each.product_id === biscuit.id);
    const gone = order(
      (
        await request(app)
          .put(`${V1}/orders/${filled.id}/products`)
          .send({ products: [{ id: line?.id, quantity: 0 }] })
          .expect(200)
      ).body,
    );
    expect(gone.products.map((each) => each.product_id)).not.toContain(biscuit.id);
    expect(gone.coupon).toEqual({
      couponcode: 'BISCUITFRIDAY',
      missing_item: { sku: BISCUIT, name: 'Honey Butter Biscuit' },
    });
    expect(gone.discounts).toEqual([]);
    expect(gone.totals.discount).toBe(0);
    const spanish = order(
      (await request(app).get(`${V1}/orders/${filled.id}`).set('accept-language', 'es').expect(200))
        .body,
    );
    expect(spanish.coupon?.missing_item).toEqual({
      sku: BISCUIT,
      name: 'Bísquet con mantequilla de miel',
    });
    const review = await request(app).post(`${V1}/orders/${filled.id}/validate`).expect(400);
    expect(expectShape(ErrorBodySchema, review.body)).toEqual(REFUSED);
  });

  it('is the same for the wallet’s free biscuit', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const without = await box([['BB-CHICKEN-BISCUIT']], demo);
    expect(
      expectShape(ErrorBodySchema, (await apply(without.id, 'FREEBISCUIT', demo)).body),
    ).toEqual(REFUSED);
    const withIt = await box([['BB-CHICKEN-BISCUIT'], [BISCUIT]], demo);
    const applied = order((await apply(withIt.id, 'FREEBISCUIT', demo).expect(200)).body);
    expect(applied.totals.discount).toBe((await product(BISCUIT)).cost);
  });
});
