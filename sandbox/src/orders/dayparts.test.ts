import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import { chosenTimeOf, orderability } from '@qsr/shared-contracts';
import { ErrorBodySchema, MenuSchema, OrderSchema } from '../contract/schemas';
import {
  expectShape,
  GUEST_CONTACT,
  RALEIGH_MENU,
  seededApp,
  testClock,
  V1,
} from '../testing/support';

type Menu = z.infer<typeof MenuSchema>;
type Order = z.infer<typeof OrderSchema>;

const EASTERN = 'America/New_York';
/** Wednesday 2025-06-04, 12:57 PM in Raleigh: the customer walk's time. */
const LUNCH = Date.parse('2025-06-04T12:57:00-04:00');
const TOMORROW_9 = '2025-06-05T09:00:00-04:00';
const BISCUIT = 'Sausage, Egg & Cheese Biscuit (until 10:30)';
const CORN = 'Sweet Corn on the Cob';
const TENDERS = 'Buttermilk Biscuit';

const errorOf = (res: { body: unknown }) => expectShape(ErrorBodySchema, res.body);
const orderOf = (res: { body: unknown }): Order => expectShape(OrderSchema, res.body);

async function menuOf(app: Express, language = 'en-US'): Promise<Menu> {
  const res = await request(app)
    .get(`${V1}/menus/${RALEIGH_MENU}`)
    .set('Accept-Language', language);
  return expectShape(MenuSchema, res.body);
}

function productOf(menu: Menu, name: string) {
  const found = menu.categories.flatMap((c) => c.products).find((p) => p.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

describe('dayparts and availability: the ordering API keeps the one rule', () => {
  const clock = testClock(LUNCH);
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());
  beforeEach(() => clock.set(LUNCH));

  const newOrder = async () =>
    orderOf(await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }));
  const add = (id: string, productId: number, language = 'en-US') =>
    request(app)
      .post(`${V1}/orders/${id}/products`)
      .set('Accept-Language', language)
      .send({ products: [{ id: productId, quantity: 1, choices: [] }] });
  const schedule = (id: string, wanted: string) =>
    request(app)
      .put(`${V1}/orders/${id}/time`)
      .send({ time: { mode: 'scheduled', wanted } })
      .expect(200);
  const submit = async (id: string) => {
    const validated = await request(app).post(`${V1}/orders/${id}/validate`).expect(200);
    const { token } = (
      await request(app).post(`${V1}/orders/${id}/token`).send({
        number: '4111111111111111',
        expiry: '12/30',
        cvv: '123',
      })
    ).body as { token: string };
    return request(app)
      .post(`${V1}/orders/${id}/submit`)
      .send({
        usertype: 'guest',
        user: GUEST_CONTACT,
        payments: [{ type: 'creditcard', amount: validated.body.totals.total, token }],
      });
  };

  it('answers each item’s daypart and the restaurant’s mark with the menu', async () => {
    const menu = await menuOf(app);
    expect(productOf(menu, BISCUIT).availability).toEqual({
      now: false,
      daypart: { name: 'breakfast', from: '00:00', until: '10:30' },
    });
    expect(productOf(menu, CORN).availability).toEqual({ now: false, unavailable: true });
    expect(productOf(menu, TENDERS).availability).toEqual({ now: true });
    clock.set(Date.parse('2025-06-05T08:00:00-04:00'));
    expect(productOf(await menuOf(app), BISCUIT).availability.now).toBe(true);
  });

  it('refuses a breakfast item at 12:57 PM as soon as possible, naming it, its daypart and the order’s time', async () => {
    const order = await newOrder();
    const biscuit = productOf(await menuOf(app), BISCUIT);
    const refused = await add(order.id, biscuit.id).expect(400);
    expect(errorOf(refused)).toEqual({
      code: 252,
      message: `[252] ${BISCUIT} is served until 10:30 AM; your order is for 1:15 PM. Please choose a time then or remove it.`,
    });
    const spanish = errorOf(await add(order.id, biscuit.id, 'es').expect(400));
    expect(spanish.message).toBe(
      '[252] Bísquet de salchicha, huevo y queso (hasta las 10:30) solo se sirve hasta las 10:30 a.m. (hora de tu pedido: 1:15 p.m.). Elige una hora dentro de ese horario o quítalo.',
    );
    expect(orderOf(await request(app).get(`${V1}/orders/${order.id}`)).products).toEqual([]);
  });

  it('takes it for 9:00 tomorrow, places it, and refuses validate and submit once back to asap', async () => {
    const menu = await menuOf(app);
    const order = await newOrder();
    await schedule(order.id, TOMORROW_9);
    await add(order.id, productOf(menu, BISCUIT).id).expect(200);
    await add(order.id, productOf(menu, TENDERS).id).expect(200);

    const other = await newOrder();
    await schedule(other.id, TOMORROW_9);
    await add(other.id, productOf(menu, BISCUIT).id).expect(200);
    await add(other.id, productOf(menu, TENDERS).id).expect(200);
    expect((await submit(other.id)).status).toBe(200);

    await request(app).delete(`${V1}/orders/${order.id}/time`).expect(200);
    const validate = await request(app).post(`${V1}/orders/${order.id}/validate`).expect(400);
    expect(errorOf(validate).code).toBe(252);
    expect(errorOf(validate).message).toContain(BISCUIT);
    const { token } = (
      await request(app).post(`${V1}/orders/${order.id}/token`).send({
        number: '4111111111111111',
        expiry: '12/30',
        cvv: '123',
      })
    ).body as { token: string };
    const placed = await request(app)
      .post(`${V1}/orders/${order.id}/submit`)
      .send({
        usertype: 'guest',
        user: GUEST_CONTACT,
        payments: [{ type: 'creditcard', amount: 100, token }],
      })
      .expect(400);
    expect(errorOf(placed).code).toBe(252);
    // Nothing else in the box is lost.
    const box = orderOf(await request(app).get(`${V1}/orders/${order.id}`));
    expect(box.products.map((line) => line.name)).toEqual([BISCUIT, TENDERS]);
  });

  it('refuses at validate a breakfast a change of handoff puts after 10:30 (its longer lead)', async () => {
    // 9:55 AM: a pickup is ready at 10:15, inside breakfast; a delivery at 10:45, after it.
    clock.set(Date.parse('2025-06-05T09:55:00-04:00'));
    const order = await newOrder();
    await add(order.id, productOf(await menuOf(app), BISCUIT).id).expect(200);
    await request(app).post(`${V1}/orders/${order.id}/validate`).expect(200);
    await request(app)
      .put(`${V1}/orders/${order.id}/address`)
      .send({
        type: 'dispatch',
        address: { address: '123 Fayetteville St', city: 'Raleigh', state: 'NC', zip: '27601' },
      })
      .expect(200);
    const refused = await request(app).post(`${V1}/orders/${order.id}/validate`).expect(400);
    expect(errorOf(refused).code).toBe(252);
    expect(errorOf(refused).message).toContain(BISCUIT);
  });

  it('refuses Sweet Corn, which the restaurant marked unavailable, at any time', async () => {
    const corn = productOf(await menuOf(app), CORN);
    const order = await newOrder();
    expect(errorOf(await add(order.id, corn.id).expect(400))).toEqual({
      code: 224,
      message: `[224] ${CORN} is not available at this restaurant right now. Please remove it to continue.`,
    });
    await schedule(order.id, TOMORROW_9);
    expect(errorOf(await add(order.id, corn.id).expect(400)).code).toBe(224);
  });

  it('refuses validate and submit of an item the restaurant took off after it was added', async () => {
    const menu = await menuOf(app);
    const order = await newOrder();
    const tenders = productOf(menu, TENDERS);
    await add(order.id, tenders.id).expect(200);
    db.prepare('UPDATE products SET available = 0 WHERE id = ?').run(tenders.id);
    try {
      const validate = await request(app).post(`${V1}/orders/${order.id}/validate`).expect(400);
      expect(errorOf(validate).message).toBe(
        `[224] ${TENDERS} is not available at this restaurant right now. Please remove it to continue.`,
      );
      const spanish = await request(app)
        .post(`${V1}/orders/${order.id}/validate`)
        .set('Accept-Language', 'es')
        .expect(400);
      expect(errorOf(spanish).message).toMatch(
        /^\[224\] .+ no está disponible en este restaurante/,
      );
      expect(orderOf(await request(app).get(`${V1}/orders/${order.id}`)).products).toHaveLength(1);
    } finally {
      db.prepare('UPDATE products SET available = 1 WHERE id = ?').run(tenders.id);
    }
  });

  it('agrees with the client’s rule on the same inputs: the menu and the box as the API answers them', async () => {
    const times = [
      '2025-06-04T12:57:00-04:00',
      '2025-06-05T06:30:00-04:00',
      // As soon as possible at 9:50 is 10:15 (lead and slot): inside; at 10:10 it is 10:30.
      '2025-06-05T09:50:00-04:00',
      '2025-06-05T10:10:00-04:00',
      '2025-06-05T21:00:00-04:00',
    ];
    const names = [BISCUIT, CORN, TENDERS];
    const verdicts: Array<[string, string, boolean, boolean]> = [];
    for (const time of times) {
      clock.set(Date.parse(time));
      const menu = await menuOf(app);
      for (const name of names) {
        const order = await newOrder();
        const product = productOf(menu, name);
        const client = orderability(product, chosenTimeOf(order, EASTERN, clock.now())).orderable;
        const api = (await add(order.id, product.id)).status === 200;
        verdicts.push([time, name, client, api]);
      }
    }
    for (const [, , client, api] of verdicts) expect(client).toBe(api);
    // The inputs reach both sides of the window: both answers are seen.
    expect(verdicts.filter(([, name, , api]) => name === BISCUIT && api)).toHaveLength(2);
    expect(verdicts.filter(([, name, , api]) => name === BISCUIT && !api)).toHaveLength(3);
  });
});
