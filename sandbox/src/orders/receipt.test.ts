import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import { receiptGaps, receiptOf, type Order } from '@qsr/shared-contracts/core';
import { MenuSchema, OfferEntrySchema, OrderSchema } from '../contract/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/members';
import { expectShape, seededApp, signIn, testClock, V1 } from '../testing/support';

type Product = z.infer<typeof MenuSchema>['categories'][number]['products'][number];

/** Raleigh – Glenwood Ave's restaurant menu and its catering menu: every seeded product. */
const CONSUMER_MENU = 100101;
const CATERING_MENU = 237040;
const ADDRESS = { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' };
/** The day after the test clock's Wednesday noon, at 9:00 in Raleigh: inside breakfast. */
const TOMORROW_BREAKFAST = '2025-06-05T09:00:00-04:00';

// Two menus' products, each on an order of its own over real HTTP and SQLite.
jest.setTimeout(120_000);

/**
 * The choices a customer might pick: in every option as many as it needs (at least one), the
 * dearest first, so that the choices' costs are on the line too.
 */
function choicesFor(product: Product): Array<{ id: number; quantity: number }> {
  return (product.options ?? []).flatMap((option) => {
    let wanted = Math.min(Math.max(option.min, 1), option.max);
    const each = option.maxPerChoice ?? 1;
    return [...option.choices]
      .sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0))
      .flatMap((choice) => {
        const quantity = Math.min(each, wanted);
        wanted -= quantity;
        return quantity > 0 ? [{ id: choice.id, quantity }] : [];
      });
  });
}

/** Which amounts between the subtotal and the total the order has: each needs its row. */
function adjustmentsOf(order: Order): string[] {
  const { totals } = order;
  return [
    ['discount', totals.discount],
    ['delivery', totals.handoff],
    ['service', totals.fees],
    ['tax', totals.tax],
    ['tip', totals.tip],
    ['donation', totals.donations],
  ]
    .filter(([, amount]) => amount !== 0)
    .map(([key]) => key as string);
}

/** The receipt adds up, and has a row for every amount the order carries. */
function expectWholeReceipt(order: Order) {
  const receipt = receiptOf(order);
  expect({ product: order.products[0]?.name, gaps: receiptGaps(receipt) }).toEqual({
    product: order.products[0]?.name,
    gaps: { lines: 0, rows: 0 },
  });
  const keys = new Set(receipt.rows.map((row) => row.key));
  expect(adjustmentsOf(order).filter((key) => !keys.has(key as never))).toEqual([]);
  const discounts = receipt.rows.filter((row) => row.key === 'discount');
  expect(discounts.every((row) => row.source !== undefined)).toBe(true);
}

describe('the receipt of every seeded product with every kind of amount', () => {
  const clock = testClock();
  let app: Express;
  let close: () => void;
  beforeAll(() => {
    const seeded = seededApp({ now: clock.now });
    app = seeded.app;
    close = () => seeded.db.close();
  });
  afterAll(() => close());

  /**
   * Every product of a menu a customer can order at some time: one the restaurant took off has
   * no receipt, and the API refuses it (tested in `dayparts.test.ts`).
   */
  async function productsOf(menuId: number): Promise<Product[]> {
    const menu = expectShape(MenuSchema, (await request(app).get(`${V1}/menus/${menuId}`)).body);
    return menu.categories
      .flatMap((category) => category.products)
      .filter((product) => !product.availability.unavailable);
  }

  /**
   * An order of one product, with the steps that put each amount on it, as the API answers it
   * (priced on every read; a validate would refuse an item outside its daypart, not reprice).
   */
  async function priced(
    menuId: number,
    product: Product,
    steps: (id: string, send: Send) => Promise<unknown>,
    headers: Record<string, string> = {},
  ): Promise<Order> {
    const send: Send = (method, path, body) =>
      request(app)[method](`${V1}/orders${path}`).set(headers).send(body);
    const { id } = (await send('post', '/create', { menu_id: menuId }).expect(200)).body;
    // A product of part of the day is ordered for a time inside it (breakfast at 9:00).
    if (product.availability.daypart) {
      await send('put', `/${id}/time`, {
        time: { mode: 'scheduled', wanted: TOMORROW_BREAKFAST },
      }).expect(200);
    }
    await send('post', `/${id}/products`, {
      products: [{ id: product.id, quantity: 2, choices: choicesFor(product), isupsell: false }],
    }).expect(200);
    await steps(id, send);
    await request(app)
      .put(`/ordering/v2/carts/${id}/donations`)
      .set(headers)
      .send({ id: 1, amount: 0.37 })
      .expect(200);
    return expectShape(OrderSchema, (await send('get', `/${id}`).expect(200)).body);
  }

  it('a delivery with a promo code, both fees, tax, a tip and a round-up; a member’s reward too', async () => {
    const member = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const auth = { 'x-ordering-token': member.ordering };
    const offers = (await request(app).get(`${V1}/members/offers/all`).set(auth)).body;
    const spring = offers
      .map((offer: unknown) => expectShape(OfferEntrySchema, offer))
      .find((offer: { campaign: string }) => offer.campaign === 'SPRING-BISCUIT');
    await request(app)
      .post(`${V1}/members/redeem`)
      .query({ memberID: member.id })
      .set(auth)
      .send({ id: spring.id, channel: 'web', campaign: 'SPRING-BISCUIT' })
      .expect(200);

    const products = await productsOf(CONSUMER_MENU);
    expect(products.length).toBeGreaterThan(10);
    let everyKind = 0;
    for (const product of products) {
      const order = await priced(
        CONSUMER_MENU,
        product,
        async (id, send) => {
          await send('put', `/${id}/address`, { type: 'dispatch', address: ADDRESS }).expect(200);
          await send('put', `/${id}/coupon`, { code: 'SAVE10' }).expect(200);
          await send('put', `/${id}/rewards`, {
            memberid: member.id,
            references: ['RWD-SPRING-2OFF'],
          }).expect(200);
          await send('put', `/${id}/tip`, { amount: 2.15 }).expect(200);
        },
        auth,
      );
      expectWholeReceipt(order);
      if (adjustmentsOf(order).length === 6 && order.discounts.length === 2) everyKind += 1;
    }
    // Not a test that passes on orders without the amounts it is about.
    expect(everyKind).toBeGreaterThan(products.length / 2);
  });

  it('a catering pickup with a promo code, tax, a tip and a round-up', async () => {
    const products = await productsOf(CATERING_MENU);
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) {
      const order = await priced(CATERING_MENU, product, async (id, send) => {
        await send('put', `/${id}/coupon`, { code: 'SAVE10' }).expect(200);
        await send('put', `/${id}/tip`, { amount: 10 }).expect(200);
      });
      expectWholeReceipt(order);
      expect(adjustmentsOf(order)).toEqual(['discount', 'tax', 'tip', 'donation']);
    }
  });
});

type Send = (method: 'get' | 'post' | 'put', path: string, body?: object) => request.Test;
