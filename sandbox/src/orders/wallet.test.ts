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
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from './cards';
import { sandboxWalletToken } from './wallet';

const clock = testClock();
let app: Express;
let db: Db;
beforeAll(() => {
  ({ app, db } = seededApp({ now: clock.now }));
});
afterAll(() => db.close());

/** A validated box with one biscuit: its id and its total. */
async function readyOrder() {
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
    .body as { totals: { total: number } };
  return { id: order.id, total: totals.total };
}

const payWith = (id: string, amount: number, token: string) =>
  request(app)
    .post(`${V1}/orders/${id}/submit`)
    .send({
      usertype: 'guest',
      user: GUEST_CONTACT,
      payments: [{ type: 'wallet', amount, token }],
    });

const retrieve = async (id: string) =>
  expectShape(OrderSchema, (await request(app).get(`${V1}/orders/${id}`).expect(200)).body);

/** The order is still open: its status says it is not placed yet (`[236]`). */
async function expectOpen(id: string) {
  const status = await request(app).get(`${V1}/orders/${id}/status`);
  expect(expectShape(ErrorBodySchema, status.body).code).toBe(236);
}

describe('paying with the sandbox’s simulated wallet', () => {
  it('places the order paid by the wallet’s card, which its receipt names', async () => {
    const { id, total } = await readyOrder();
    const token = sandboxWalletToken(APPROVED_TEST_CARD, 'walletOk0001');
    expectShape(OrderStatusSchema, (await payWith(id, total, token).expect(200)).body);
    expect((await retrieve(id)).payments).toEqual([
      { type: 'wallet', amount: total, card_type: 'Visa', last4: '1111' },
    ]);
  });

  it('refuses a wallet whose card is declined as a declined card, and the order stays open', async () => {
    const { id, total } = await readyOrder();
    const refused = await payWith(id, total, sandboxWalletToken(DECLINED_TEST_CARD, 'walletNo01'));
    expect(refused.status).toBe(400);
    expect(expectShape(ErrorBodySchema, refused.body).code).toBe(230);
    await expectOpen(id);
  });

  it('a wallet token pays once: a replay, on this order or another, is refused', async () => {
    const token = sandboxWalletToken(APPROVED_TEST_CARD, 'walletOnce01');
    const first = await readyOrder();
    await payWith(first.id, first.total, sandboxWalletToken(DECLINED_TEST_CARD, 'walletOnce01'));
    const second = await readyOrder();
    await payWith(second.id, second.total, token).expect(200);
    const third = await readyOrder();
    const replay = await payWith(third.id, third.total, token);
    expect(expectShape(ErrorBodySchema, replay.body).code).toBe(233);
    await expectOpen(third.id);
  });

  it('refuses what is not a wallet token, and a wallet that does not pay the total', async () => {
    const { id, total } = await readyOrder();
    for (const token of ['', 'tok_abc', 'sbw_4111111111111111_', 'sbw_4111x_abcdefgh']) {
      const refused = await payWith(id, total, token);
      expect(expectShape(ErrorBodySchema, refused.body).code).toBe(231);
    }
    const short = await payWith(
      id,
      total - 0.01,
      sandboxWalletToken(APPROVED_TEST_CARD, 'short001'),
    );
    expect(expectShape(ErrorBodySchema, short.body).code).toBe(232);
    await expectOpen(id);
  });
});
