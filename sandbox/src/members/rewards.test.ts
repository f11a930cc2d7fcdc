import request from 'supertest';
import { API_HEADERS } from '@qsr/shared-contracts/core';
import {
  PointsHistorySchema,
  RewardCatalogueSchema,
  RewardRedeemedSchema,
} from '../contract/reward-schemas';
import {
  ErrorBodySchema,
  LoyaltySchema,
  MenuSchema,
  OrderSchema,
  ValidateResultSchema,
} from '../contract/schemas';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  OTHER_PASSWORD,
  REWARDS_EMAIL,
  REWARDS_PASSWORD,
} from '../fixtures/members';
import { expectShape, seededApp, signIn, testClock, V1, type Tokens } from '../testing/support';

const MENU = 100101;
const REWARDS_CARD = 5201;
const DAY_MS = 86_400_000;

/**
 * The catalogue of rewards to spend points on: a redeemed reward spends its points once, lands
 * in the wallet as a code the box takes, and both the spend and the points an order earns are
 * in the member's points history.
 */
describe('rewards to spend points on', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());

  const auth = (who: Tokens) => ({ 'x-ordering-token': who.ordering });
  const setPoints = (who: Tokens, points: number) =>
    db.prepare('UPDATE members SET points = ? WHERE id = ?').run(points, who.id);

  const catalogue = async (who: Tokens, language = 'en-US') =>
    expectShape(
      RewardCatalogueSchema,
      (
        await request(app)
          .get(`${V1}/members/rewards`)
          .set(auth(who))
          .set('accept-language', language)
          .expect(200)
      ).body,
    );

  const rewardId = async (who: Tokens, name: string) => {
    const found = (await catalogue(who)).rewards.find((reward) => reward.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found.id;
  };

  const redeem = (who: Tokens, id: number, key?: string, language = 'en-US') => {
    const call = request(app)
      .post(`${V1}/members/rewards/${id}/redeem`)
      .set(auth(who))
      .set('accept-language', language);
    return key ? call.set(API_HEADERS.idempotencyKey, key) : call;
  };

  const history = async (who: Tokens, language = 'en-US') =>
    expectShape(
      PointsHistorySchema,
      (
        await request(app)
          .get(`${V1}/members/points`)
          .set(auth(who))
          .set('accept-language', language)
          .expect(200)
      ).body,
    ).entries;

  const wallet = async (who: Tokens) =>
    expectShape(
      LoyaltySchema,
      (
        await request(app)
          .get(`${V1}/members/loyalty`)
          .set('authorization', `Bearer ${who.access}`)
          .expect(200)
      ).body,
    );

  /** A box of one of this product, with its required choices, for the member. */
  async function box(who: Tokens, sku: string): Promise<string> {
    const created = expectShape(
      OrderSchema,
      (
        await request(app)
          .post(`${V1}/orders/create`)
          .set(auth(who))
          .send({ menu_id: MENU })
          .expect(200)
      ).body,
    );
    const menu = expectShape(MenuSchema, (await request(app).get(`${V1}/menus/${MENU}`)).body);
    const product = menu.categories.flatMap((c) => c.products).find((p) => p.sku === sku);
    const choices = (product?.options ?? []).flatMap((option) =>
      option.choices.slice(0, option.min).map((choice) => ({ id: choice.id, quantity: 1 })),
    );
    await request(app)
      .post(`${V1}/orders/${created.id}/products`)
      .set(auth(who))
      .send({ products: [{ id: product?.id, quantity: 1, choices }] })
      .expect(200);
    return created.id;
  }

  it('lists the catalogue with the points and the next reward to reach, in Spanish too', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    setPoints(other, 180);
    const answer = await catalogue(other);
    expect(answer.rewards.map(({ name, points }) => [name, points])).toEqual([
      ['Free Buttermilk Biscuit', 150],
      ['Free Sweet Tea', 200],
      ['$5 Off Your Order', 400],
      ['Free 5 Piece Tenders Combo', 800],
    ]);
    expect(answer.points).toBe(180);
    expect(answer.next).toMatchObject({ name: 'Free Sweet Tea', points: 200, needed: 20 });
    const spanish = await catalogue(other, 'es');
    expect(spanish.rewards.map((reward) => reward.name)).toEqual([
      'Bísquet de suero de leche gratis',
      'Té dulce gratis',
      '$5 de descuento en tu pedido',
      'Combo de 5 tiras de pollo gratis',
    ]);
    setPoints(other, 900);
    expect((await catalogue(other)).next).toBeNull();
  });

  it('redeems into the wallet a code the box applies as a reward by its name', async () => {
    const rita = await signIn(app, REWARDS_EMAIL, REWARDS_PASSWORD);
    setPoints(rita, 500);
    const tea = await rewardId(rita, 'Free Sweet Tea');
    const redeemed = expectShape(RewardRedeemedSchema, (await redeem(rita, tea).expect(200)).body);
    const expires = new Date(clock.now() + 30 * DAY_MS).toISOString().slice(0, 10);
    expect(redeemed).toEqual({
      points: 300,
      reward: {
        label: 'Free Sweet Tea',
        cred: expect.stringMatching(/^RW[A-Z0-9]{10}$/),
        expires,
        status: 'incomplete',
      },
    });
    const loyalty = await wallet(rita);
    expect(loyalty.points).toBe(300);
    expect(loyalty.wallet).toContainEqual(redeemed.reward);

    const id = await box(rita, 'BB-SWEET-TEA');
    const applied = await request(app)
      .put(`${V1}/orders/${id}/coupon`)
      .set(auth(rita))
      .send({ code: redeemed.reward.cred })
      .expect(200);
    const order = expectShape(OrderSchema, applied.body);
    expect(order.coupon).toEqual({
      couponcode: redeemed.reward.cred,
      reward: { label: 'Free Sweet Tea' },
    });
    expect(order.totals.discount).toBeGreaterThan(0);

    // Another member's code is an unknown code to everyone else.
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const theirs = await box(other, 'BB-SWEET-TEA');
    const refused = await request(app)
      .put(`${V1}/orders/${theirs}/coupon`)
      .set(auth(other))
      .send({ code: redeemed.reward.cred })
      .expect(400);
    expect(expectShape(ErrorBodySchema, refused.body).code).toBe(200);
  });

  it('refuses a reward the points do not cover, saying how many are missing', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    setPoints(other, 80);
    const biscuit = await rewardId(other, 'Free Buttermilk Biscuit');
    const refused = await redeem(other, biscuit).expect(400);
    expect(expectShape(ErrorBodySchema, refused.body)).toEqual({
      message: '[262] You need 70 more points for Free Buttermilk Biscuit.',
      code: 262,
    });
    const spanish = await redeem(other, biscuit, undefined, 'es').expect(400);
    expect(spanish.body).toEqual({
      message: '[262] Te faltan 70 puntos para Bísquet de suero de leche gratis.',
      code: 262,
    });
    expect((await wallet(other)).points).toBe(80);
    const unknown = await redeem(other, 999_999).expect(404);
    expect(unknown.body).toEqual({ message: '[144] Reward not found', code: 144 });
  });

  it('answers a retry with the same key with its first answer, spending once', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    setPoints(demo, 1000);
    const five = await rewardId(demo, '$5 Off Your Order');
    const first = (await redeem(demo, five, 'redeem-key-0001').expect(200)).body as unknown;
    const again = (await redeem(demo, five, 'redeem-key-0001').expect(200)).body as unknown;
    expect(again).toEqual(first);
    expect((await wallet(demo)).points).toBe(600);
    const codes = (await wallet(demo)).wallet.filter((r) => r.label === '$5 Off Your Order');
    expect(codes).toHaveLength(1);
    // The key is this redeem's: another reward with it is refused.
    const tea = await rewardId(demo, 'Free Sweet Tea');
    await redeem(demo, tea, 'redeem-key-0001').expect(422);
    expect((await wallet(demo)).points).toBe(600);
  });

  it('lets only one of two redeems racing for the same points through', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    setPoints(demo, 250);
    const tea = await rewardId(demo, 'Free Sweet Tea');
    const answers = await Promise.all([
      redeem(demo, tea, 'race-tab-one'),
      redeem(demo, tea, 'race-tab-two'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body).toMatchObject({ code: 262 });
    expect((await wallet(demo)).points).toBe(50);
  });

  it('keeps a history of points earned by orders and spent on rewards, latest first', async () => {
    const rita = await signIn(app, REWARDS_EMAIL, REWARDS_PASSWORD);
    setPoints(rita, 150);
    const id = await box(rita, 'BB-5PC-TENDERS');
    const review = await request(app).post(`${V1}/orders/${id}/validate`).set(auth(rita));
    const { totals } = expectShape(ValidateResultSchema, review.body);
    clock.advance(60_000);
    await request(app)
      .post(`${V1}/orders/${id}/submit`)
      .set(auth(rita))
      .send({
        usertype: 'user',
        payments: [{ type: 'creditcard', amount: totals.total, account_id: REWARDS_CARD }],
      })
      .expect(200);
    const placed = expectShape(
      OrderSchema,
      (await request(app).get(`${V1}/orders/${id}`).set(auth(rita))).body,
    );
    clock.advance(60_000);
    await redeem(rita, await rewardId(rita, 'Free Buttermilk Biscuit')).expect(200);

    const entries = await history(rita);
    expect(entries[0]).toEqual({
      at: new Date(clock.now()).toISOString(),
      points: -150,
      reward: { name: 'Free Buttermilk Biscuit' },
    });
    expect(entries[1]).toEqual({
      at: new Date(clock.now() - 60_000).toISOString(),
      points: Math.floor(placed.totals.subtotal - placed.totals.discount),
      order: placed.number,
    });
    expect(entries[1]?.points).toBeGreaterThan(0);
    expect((await history(rita, 'es'))[0]?.reward).toEqual({
      name: 'Bísquet de suero de leche gratis',
    });
  });
});
