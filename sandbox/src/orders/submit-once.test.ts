import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../db/database';
import { ErrorBodySchema, OrderSchema, OrderStatusSchema } from '../contract/schemas';
import {
  expectShape,
  GUEST_CONTACT,
  RALEIGH_MENU,
  RALEIGH_PLAIN_PRODUCT,
  seededApp,
  testClock,
  V1,
} from '../testing/support';

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';

/** A gate the card network waits at, so a test can send a retry while the first is in progress. */
function gate() {
  let open: () => void = () => undefined;
  let waiting = 0;
  const ready = () => new Promise<void>((resolve) => (open = resolve));
  let current = ready();
  return {
    cardNetwork: async () => {
      waiting += 1;
      await current;
      waiting -= 1;
    },
    get waiting() {
      return waiting;
    },
    open() {
      open();
      current = Promise.resolve();
    },
    close() {
      current = ready();
    },
  };
}

const network = gate();
const clock = testClock();
let app: Express;
let db: Db;
beforeAll(() => {
  network.open();
  ({ app, db } = seededApp({ now: clock.now, cardNetwork: network.cardNetwork }));
});
afterAll(() => db.close());

/** A box with one biscuit, validated, with a card token: ready to submit. */
async function readyOrder(card = APPROVED) {
  const order = expectShape(
    OrderSchema,
    (await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }).expect(200))
      .body,
  );
  await request(app)
    .post(`${V1}/orders/${order.id}/products`)
    .send({ products: [{ id: RALEIGH_PLAIN_PRODUCT, quantity: 1, choices: [] }] })
    .expect(200);
  const { totals } = (await request(app).post(`${V1}/orders/${order.id}/validate`).expect(200))
    .body;
  const { token } = (
    await request(app)
      .post(`${V1}/orders/${order.id}/token`)
      .send({ number: card, expiry: '12/30', cvv: '123' })
      .expect(200)
  ).body;
  const body = {
    usertype: 'guest',
    user: GUEST_CONTACT,
    payments: [{ type: 'creditcard', amount: totals.total, token }],
  };
  return { id: order.id, body };
}

const submit = (id: string, body: object, key?: string) => {
  const call = request(app).post(`${V1}/orders/${id}/submit`);
  return (key ? call.set('Idempotency-Key', key) : call).send(body);
};

/** How many times the order was charged: its `submitted` events. */
const charges = (id: string) =>
  (
    db
      .prepare("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND kind = 'submitted'")
      .get(id) as { n: number }
  ).n;

const errorOf = (body: unknown) => expectShape(ErrorBodySchema, body);

describe('orders/{id}/submit with an Idempotency-Key', () => {
  it('answers a retry with the same key with the first answer, and charges once', async () => {
    const { id, body } = await readyOrder();
    const first = expectShape(
      OrderStatusSchema,
      (await submit(id, body, 'key-retry-0001').expect(200)).body,
    );
    clock.advance(5_000);
    const again = await submit(id, body, 'key-retry-0001').expect(200);
    expect(again.body).toEqual(first);
    expect(charges(id)).toBe(1);
  });

  it('a retry that arrives while the first is in progress waits for it and gets its answer', async () => {
    const { id, body } = await readyOrder();
    network.close();
    const first = submit(id, body, 'key-inflight-01').then((res) => res);
    await waitUntil(() => network.waiting === 1);
    // The first is charging the card: the same key waits, another key and the status say so.
    const retry = submit(id, body, 'key-inflight-01').then((res) => res);
    const other = await submit(id, body, 'key-inflight-02');
    expect(other.status).toBe(409);
    expect(errorOf(other.body)).toEqual({
      message: '[251] This order is being placed. Please wait a moment.',
      code: 251,
    });
    const status = await request(app).get(`${V1}/orders/${id}/status`);
    expect(errorOf(status.body).code).toBe(251);
    network.open();
    const [one, two] = await Promise.all([first, retry]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body).toEqual(one.body);
    expect(charges(id)).toBe(1);
  });

  it('refuses another key for a placed order as already placed, and a key used for another order', async () => {
    const { id, body } = await readyOrder();
    await submit(id, body, 'key-placed-0001').expect(200);
    const other = await submit(id, body, 'key-placed-0002');
    expect(errorOf(other.body)).toEqual({
      message: '[221] This order has already been placed.',
      code: 221,
    });
    const withoutKey = await submit(id, body);
    expect(errorOf(withoutKey.body).code).toBe(221);
    const second = await readyOrder();
    const reused = await submit(second.id, second.body, 'key-placed-0001');
    expect(reused.status).toBe(422);
    expect(charges(id)).toBe(1);
    expect(charges(second.id)).toBe(0);
  });

  it('keeps a refusal as the key’s answer: a retry is not a second attempt with a spent token', async () => {
    const { id, body } = await readyOrder(DECLINED);
    const declined = await submit(id, body, 'key-declined-01');
    expect(errorOf(declined.body).code).toBe(230);
    const again = await submit(id, body, 'key-declined-01');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(declined.body);
    // A new attempt (another card) has a new key.
    const { token } = (
      await request(app)
        .post(`${V1}/orders/${id}/token`)
        .send({ number: APPROVED, expiry: '12/30', cvv: '123' })
        .expect(200)
    ).body;
    const payments = [{ ...body.payments[0], token }];
    await submit(id, { ...body, payments }, 'key-declined-02').expect(200);
    expect(charges(id)).toBe(1);
  });

  it('refuses a malformed key before anything is placed', async () => {
    const { id, body } = await readyOrder();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(256)]) {
      const res = await submit(id, body, key);
      expect(res.status).toBe(400);
    }
    expect(charges(id)).toBe(0);
    const open = expectShape(OrderSchema, (await request(app).get(`${V1}/orders/${id}`)).body);
    expect(open.status).toBe('open');
  });

  it('lets a claim its process never finished be taken again after a minute', async () => {
    const { id, body } = await readyOrder();
    db.prepare(
      "INSERT INTO submit_keys (key, order_id, state, created_at) VALUES (?, ?, 'pending', ?)",
    ).run('key-abandoned-1', id, clock.now());
    expect((await submit(id, body, 'key-other-0001')).status).toBe(409);
    clock.advance(61_000);
    const token = (
      await request(app)
        .post(`${V1}/orders/${id}/token`)
        .send({ number: APPROVED, expiry: '12/30', cvv: '123' })
        .expect(200)
    ).body.token;
    const fresh = { ...body, payments: [{ ...body.payments[0], token }] };
    await submit(id, fresh, 'key-abandoned-1').expect(200);
    expect(charges(id)).toBe(1);
  });
});

async function waitUntil(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
