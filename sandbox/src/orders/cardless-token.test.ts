import request from 'supertest';
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

const APPROVED = { number: '4111111111111111', expiry: '12/30', cvv: '123' };
const CARD_INVALID = {
  message: '[231] Your card details are not valid. Please check them.',
  code: 231,
};

const { app, db } = seededApp({ now: testClock().now });
afterAll(() => db.close());

/** A validated box with one biscuit, and its total. */
async function validatedOrder() {
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
  return { id: order.id as string, total: totals.total as number };
}

const tokenFor = async (id: string, card?: object) =>
  (
    await request(app)
      .post(`${V1}/orders/${id}/token`)
      .send(card ?? {})
      .expect(200)
  ).body.token as string;

const submit = (id: string, payment: object) =>
  request(app)
    .post(`${V1}/orders/${id}/submit`)
    .send({
      usertype: 'guest',
      user: GUEST_CONTACT,
      payments: [{ type: 'creditcard', ...payment }],
    });

const placements = (id: string) =>
  (
    db
      .prepare("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND kind = 'submitted'")
      .get(id) as { n: number }
  ).n;

describe('a payment token with no card behind it', () => {
  it('is refused as card details that are not valid, and the order stays open', async () => {
    const { id, total } = await validatedOrder();
    const token = await tokenFor(id);
    const res = await submit(id, { amount: total, token });
    expect(res.status).toBe(400);
    expect(expectShape(ErrorBodySchema, res.body)).toEqual(CARD_INVALID);
    expect(placements(id)).toBe(0);
    const order = expectShape(OrderSchema, (await request(app).get(`${V1}/orders/${id}`)).body);
    expect(order.status).toBe('open');
    // The token is spent: it cannot be tried again.
    expect((await submit(id, { amount: total, token })).body.code).toBe(233);
  });

  it('pays when the card comes with the submit instead', async () => {
    const { id, total } = await validatedOrder();
    const token = await tokenFor(id);
    const placed = await submit(id, { amount: total, token, card: APPROVED }).expect(200);
    expect(expectShape(OrderStatusSchema, placed.body).status).toBe('received');
    expect(placements(id)).toBe(1);
  });

  it('a token made with the approved test card still pays', async () => {
    const { id, total } = await validatedOrder();
    const token = await tokenFor(id, APPROVED);
    await submit(id, { amount: total, token }).expect(200);
    expect(placements(id)).toBe(1);
  });
});
