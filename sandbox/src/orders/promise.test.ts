import request from 'supertest';
import { OrderSchema, OrderStatusSchema, ValidateResultSchema } from '../contract/schemas';
import {
  expectShape,
  GUEST_CONTACT,
  RALEIGH_MENU,
  RALEIGH_PLAIN_PRODUCT,
  seededApp,
  testClock,
  V1,
  WEDNESDAY_NOON_EDT,
} from '../testing/support';

const STEP = 1000;
const HOUR = 60 * 60_000;
const MINUTE = 60_000;
/* Raleigh – Glenwood Ave (101) opens at 06:00 on a Wednesday (Eastern). */
const WEDNESDAY_2AM_EDT = WEDNESDAY_NOON_EDT - 10 * HOUR;

const clock = testClock();
const { app, db } = seededApp({ now: clock.now, statusStepMs: STEP });
afterAll(() => db.close());

const at = (iso: string) => Date.parse(iso);

/** An order of one biscuit at Raleigh, with `prepare` run on it, validated and submitted. */
async function place(prepare: (id: string) => Promise<unknown> = async () => undefined) {
  const { id } = (
    await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }).expect(200)
  ).body;
  await request(app)
    .post(`${V1}/orders/${id}/products`)
    .send({ products: [{ id: RALEIGH_PLAIN_PRODUCT, quantity: 1, choices: [] }] })
    .expect(200);
  await prepare(id);
  const validated = expectShape(
    ValidateResultSchema,
    (await request(app).post(`${V1}/orders/${id}/validate`).expect(200)).body,
  );
  const { token } = (
    await request(app)
      .post(`${V1}/orders/${id}/token`)
      .send({ number: '4111111111111111', expiry: '12/30', cvv: '123' })
      .expect(200)
  ).body;
  const submit = () =>
    request(app)
      .post(`${V1}/orders/${id}/submit`)
      .send({
        usertype: 'guest',
        user: GUEST_CONTACT,
        payments: [{ type: 'creditcard', amount: validated.totals.total, token }],
      });
  return { id, validated, submit };
}

const statusOf = async (id: string) =>
  expectShape(OrderStatusSchema, (await request(app).get(`${V1}/orders/${id}/status`)).body);

describe('a placed order keeps one promise: a short number, one time, a kitchen on its hours', () => {
  it('gives a short number, per restaurant, while the id stays the id', async () => {
    clock.set(WEDNESDAY_NOON_EDT);
    const one = await place();
    const first = expectShape(OrderStatusSchema, (await one.submit().expect(200)).body);
    const two = await place();
    const second = expectShape(OrderStatusSchema, (await two.submit().expect(200)).body);
    expect(first.id).toBe(one.id);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.number).toMatch(/^\d{4}$/);
    expect(Number(second.number)).toBe(Number(first.number) + 1);
    const placed = expectShape(
      OrderSchema,
      (await request(app).get(`${V1}/orders/${one.id}`)).body,
    );
    expect(placed.number).toBe(first.number);
    const open = (await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }))
      .body;
    expect(open.number).toBeUndefined();
  });

  it('promises for as soon as possible the time validate answered: the order, status and review agree', async () => {
    clock.set(WEDNESDAY_NOON_EDT);
    const { id, validated, submit } = await place();
    expect(validated.time).toMatchObject({ mode: 'asap', earliest: '2025-06-04T12:15:00-04:00' });
    // The customer reads the dialog for three minutes; the next slot is now 12:30.
    clock.advance(3 * MINUTE);
    const placed = expectShape(OrderStatusSchema, (await submit().expect(200)).body);
    expect(placed.ready_at).toBe(validated.time?.earliest);
    const order = expectShape(OrderSchema, (await request(app).get(`${V1}/orders/${id}`)).body);
    expect(order.time.earliest).toBe(validated.time?.earliest);
    clock.advance(10 * MINUTE);
    expect((await statusOf(id)).ready_at).toBe(validated.time?.earliest);
  });

  it('refuses to place at a time the customer was not shown: a review gone stale asks for a new one', async () => {
    clock.set(WEDNESDAY_NOON_EDT);
    const { submit } = await place();
    clock.advance(12 * MINUTE);
    const stale = await submit();
    expect(stale.body).toEqual({
      message: '[229] That time is not available. Please choose another time.',
      code: 229,
    });
  });

  it('does not start an order while the restaurant is closed: received until it opens', async () => {
    clock.set(WEDNESDAY_2AM_EDT);
    const { id, validated, submit } = await place();
    expect(validated.time?.earliest).toBe('2025-06-04T06:15:00-04:00');
    const placed = expectShape(OrderStatusSchema, (await submit().expect(200)).body);
    expect(placed).toMatchObject({ status: 'received', ready_at: '2025-06-04T06:15:00-04:00' });
    clock.advance(20 * STEP);
    expect((await statusOf(id)).status).toBe('received');
    clock.set(at('2025-06-04T05:59:00-04:00'));
    expect((await statusOf(id)).status).toBe('received');
    clock.set(at('2025-06-04T06:00:00-04:00'));
    expect((await statusOf(id)).status).toBe('in_progress');
    clock.advance(2 * STEP);
    expect((await statusOf(id)).status).toBe('ready');
  });

  it('starts an order for as soon as possible at an open restaurant one step after it is placed', async () => {
    clock.set(WEDNESDAY_NOON_EDT);
    const { id, submit } = await place();
    await submit().expect(200);
    expect((await statusOf(id)).status).toBe('received');
    clock.advance(STEP);
    expect((await statusOf(id)).status).toBe('in_progress');
  });

  it('lets a scheduled order wait until its time is near (its lead time and a slot ahead)', async () => {
    clock.set(WEDNESDAY_NOON_EDT);
    const wanted = '2025-06-04T18:00:00-04:00';
    const { id, submit } = await place((order) =>
      request(app)
        .put(`${V1}/orders/${order}/time`)
        .send({ time: { mode: 'scheduled', wanted } })
        .expect(200),
    );
    const placed = expectShape(OrderStatusSchema, (await submit().expect(200)).body);
    expect(placed.ready_at).toBe(wanted);
    clock.advance(HOUR);
    expect((await statusOf(id)).status).toBe('received');
    clock.set(at(wanted) - 30 * MINUTE - 1);
    expect((await statusOf(id)).status).toBe('received');
    clock.set(at(wanted) - 30 * MINUTE);
    expect((await statusOf(id)).status).toBe('in_progress');
    const order = expectShape(OrderSchema, (await request(app).get(`${V1}/orders/${id}`)).body);
    expect(order.time).toMatchObject({ mode: 'scheduled', wanted });
  });
});
