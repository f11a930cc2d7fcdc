import request from 'supertest';
import {
  ErrorBodySchema,
  LoyaltySchema,
  MenuSchema,
  OfferEntrySchema,
  OrderSchema,
  OrderStatusSchema,
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

const CONSUMER_MENU = 100101;
const CATERING_MENU = 237040;
const DEMO_CARD = 5001;
const REWARDS_CARD = 5201;
const INVALID = { status: 400, body: { message: '[200] Code is invalid', code: 200 } };

/**
 * A wallet code (§3 cred) is the holder's alone, while 'incomplete'; a wallet
 * code or a redeemed offer is used by one placed order.
 */
describe('member rewards on orders', () => {
  const { app, db } = seededApp({ now: testClock().now, testHooks: true });
  afterAll(() => db.close());

  const auth = (who?: Tokens) => (who ? { 'x-ordering-token': who.ordering } : {});

  async function box(who?: Tokens, menuId = CONSUMER_MENU, item = 'Honey Butter Biscuit', n = 8) {
    const created = expectShape(
      OrderSchema,
      (
        await request(app)
          .post(`${V1}/orders/create`)
          .set(auth(who))
          .send({ menu_id: menuId })
          .expect(200)
      ).body,
    );
    const menu = expectShape(MenuSchema, (await request(app).get(`${V1}/menus/${menuId}`)).body);
    const product = menu.categories.flatMap((c) => c.products).find((p) => p.name === item);
    await request(app)
      .post(`${V1}/orders/${created.id}/products`)
      .set(auth(who))
      .send({ products: [{ id: product?.id, quantity: n, choices: [] }] })
      .expect(200);
    return created.id;
  }

  /** Status and body of a coupon call: what the caller can tell from it. */
  async function applyCode(id: string, code: string, who?: Tokens) {
    const res = await request(app).put(`${V1}/orders/${id}/coupon`).set(auth(who)).send({ code });
    return { status: res.status, body: res.body as unknown };
  }

  const validate = (id: string, who: Tokens) =>
    request(app).post(`${V1}/orders/${id}/validate`).set(auth(who));

  /** Pays the box with a saved card for the total it was reviewed at. */
  const submit = (id: string, who: Tokens, total: number, card = DEMO_CARD) =>
    request(app)
      .post(`${V1}/orders/${id}/submit`)
      .set(auth(who))
      .send({
        usertype: 'user',
        payments: [{ type: 'creditcard', amount: total, account_id: card }],
      });

  /** Reviews (validate) and places the box with the member's saved card; answers the status. */
  async function place(id: string, who: Tokens) {
    const { totals } = expectShape(ValidateResultSchema, (await validate(id, who)).body);
    const res = await submit(id, who, totals.total).expect(200);
    return expectShape(OrderStatusSchema, res.body);
  }

  const getOrder = async (id: string, who: Tokens) =>
    expectShape(
      OrderSchema,
      (await request(app).get(`${V1}/orders/${id}`).set(auth(who)).expect(200)).body,
    );

  const wallet = async (who: Tokens) =>
    expectShape(
      LoyaltySchema,
      (
        await request(app)
          .get(`${V1}/members/loyalty`)
          .set('authorization', `Bearer ${who.access}`)
          .expect(200)
      ).body,
    ).wallet;

  it('refuses a wallet code to a guest exactly as an unknown code; public codes still work', async () => {
    const guestBox = await box();
    const unknown = await applyCode(guestBox, 'NOSUCHCODE');
    expect(unknown).toEqual(INVALID);
    for (const code of ['FREEBISCUIT', 'WALLET3OFF', 'FREETEA', 'BDAYBISCUIT', 'freebiscuit']) {
      expect({ code, ...(await applyCode(guestBox, code)) }).toEqual({ code, ...unknown });
    }
    // Catering wallet codes too, before the minimum is even looked at (CATER20 needs $100).
    const cateringBox = await box(undefined, CATERING_MENU, 'Sweet Tea by the Gallon', 1);
    for (const code of ['CATER20', 'CATERTEA']) {
      expect({ code, ...(await applyCode(cateringBox, code)) }).toEqual({ code, ...unknown });
    }
    for (const code of ['SAVE10', 'FIVEOFF']) {
      const applied = await applyCode(guestBox, code);
      expect(applied.status).toBe(200);
      expect(expectShape(OrderSchema, applied.body).coupon).toEqual({ couponcode: code });
    }
    expect((await applyCode(cateringBox, 'SAVE10')).status).toBe(200);
  });

  it('refuses a wallet code to another member, and a complete one to its holder', async () => {
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const theirs = await box(other);
    for (const code of ['FREEBISCUIT', 'WALLET3OFF']) {
      expect(await applyCode(theirs, code, other)).toEqual(INVALID);
    }
    const mine = await box(demo);
    expect(await applyCode(mine, 'FREETEA', demo)).toEqual(INVALID);
    const applied = await applyCode(mine, 'FREEBISCUIT', demo);
    expect(applied.status).toBe(200);
    expect(expectShape(OrderSchema, applied.body).totals.discount).toBe(1.69);
    // A guest box the member takes over is theirs: the code then applies.
    const guestBox = await box();
    expect((await applyCode(guestBox, 'WALLET3OFF', demo)).status).toBe(200);
  });

  it('refuses the free tea on catering as a code of the other site, not for a tea it lacks', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    // The demo member's tea, not yet used (their wallet holds it used).
    const held = db.prepare("UPDATE wallet_rewards SET status = ? WHERE cred = 'FREETEA'");
    held.run('incomplete');
    try {
      const catering = await box(demo, CATERING_MENU, 'Sweet Tea by the Gallon', 1);
      // Not '[254] Add 1 Southern Sweet Tea …': a tea catering does not sell.
      expect(await applyCode(catering, 'FREETEA', demo)).toEqual(INVALID);
    } finally {
      held.run('complete');
    }
  });

  it('gives the catering wallet’s free gallon of sweet tea only with the gallon in the box', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const without = await box(demo, CATERING_MENU, '20 Piece Tenders Box', 1);
    expect(await applyCode(without, 'CATERTEA', demo)).toEqual({
      status: 400,
      body: {
        message: '[254] Add 1 Sweet Tea by the Gallon to your box to use this code.',
        code: 254,
      },
    });
    expect((await getOrder(without, demo)).coupon).toBeNull();
    const withIt = await box(demo, CATERING_MENU, 'Sweet Tea by the Gallon', 2);
    const applied = await applyCode(withIt, 'CATERTEA', demo);
    expect(applied.status).toBe(200);
    const order = expectShape(OrderSchema, applied.body);
    // One gallon free, at its price in the box, named as the wallet names it.
    expect(order.totals.discount).toBe(8.99);
    expect(order.coupon).toEqual({
      couponcode: 'CATERTEA',
      reward: { label: 'catering - Free Gallon of Sweet Tea' },
    });
  });

  it('uses a wallet code up with the order placed with it', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const first = await box(demo);
    expect((await applyCode(first, 'FREEBISCUIT', demo)).status).toBe(200);
    await place(first, demo);
    expect((await wallet(demo)).find((r) => r.cred === 'FREEBISCUIT')?.status).toBe('complete');
    const placed = await getOrder(first, demo);
    expect(placed.totals.discount).toBe(1.69);
    // The placed order still names the reward it was placed with, in the customer's language.
    expect(placed.coupon).toEqual({
      couponcode: 'FREEBISCUIT',
      reward: { label: 'Free Honey Butter Biscuit' },
    });
    const spanish = await request(app)
      .get(`${V1}/orders/${first}`)
      .set(auth(demo))
      .set('accept-language', 'es')
      .expect(200);
    expect(expectShape(OrderSchema, spanish.body).coupon?.reward).toEqual({
      label: 'Bísquet con mantequilla de miel gratis',
    });
    expect(await applyCode(await box(demo), 'FREEBISCUIT', demo)).toEqual(INVALID);
  });

  it('takes a wallet code off a second open box once the first is placed, and says so', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const [first, second] = [await box(demo), await box(demo)];
    for (const id of [first, second]) {
      expect((await applyCode(id, 'WALLET3OFF', demo)).status).toBe(200);
    }
    const secondTotal = (await getOrder(second, demo)).totals.total;
    await place(first, demo);
    // The second box's review (validate) refuses once, with the code taken off.
    const refused = await validate(second, demo);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: {
        message:
          '[250] A reward on this order has already been used, so we took it off. Review your order to see the new total.',
        code: 250,
      },
    });
    const after = await getOrder(second, demo);
    expect(after.coupon).toBeNull();
    expect(after.totals.total).toBeGreaterThan(secondTotal);
    await place(second, demo);
  });

  it('places one of two boxes submitted at once with the same wallet code, and refuses the other', async () => {
    const rita = await signIn(app, REWARDS_EMAIL, REWARDS_PASSWORD);
    const boxes = [await box(rita), await box(rita)];
    const totals: number[] = [];
    for (const id of boxes) {
      expect((await applyCode(id, 'WALLET3OFF', rita)).status).toBe(200);
      totals.push(expectShape(ValidateResultSchema, (await validate(id, rita)).body).totals.total);
    }
    const answers = await Promise.all(
      boxes.map((id, i) => submit(id, rita, totals[i] as number, REWARDS_CARD)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const refused = answers.find((res) => res.status === 400);
    expect(refused?.body.code).toBe(250);
    expect((await wallet(rita)).find((r) => r.cred === 'WALLET3OFF')?.status).toBe('complete');
  });

  describe('a redeemed offer is used by one placed order', () => {
    let demo: Tokens;
    let offerId: number;
    const REF = 'RWD-SPRING-2OFF';

    beforeAll(async () => {
      demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
      const offers = (await request(app).get(`${V1}/members/offers/all`).set(auth(demo))).body;
      offerId = offers
        .map((o: unknown) => expectShape(OfferEntrySchema, o))
        .find((o: { campaign: string }) => o.campaign === 'SPRING-BISCUIT').id;
      await request(app)
        .post(`${V1}/members/redeem`)
        .query({ memberID: demo.id })
        .set(auth(demo))
        .send({ id: offerId, channel: 'web', campaign: 'SPRING-BISCUIT' })
        .expect(200);
    });

    const applyReward = (id: string) =>
      request(app)
        .put(`${V1}/orders/${id}/rewards`)
        .set(auth(demo))
        .send({ memberid: demo.id, references: [REF] });
    const fitting = async (id: string) =>
      (
        await request(app)
          .get(`${V1}/orders/${id}/rewards`)
          .query({ memberid: demo.id })
          .set(auth(demo))
          .expect(200)
      ).body as unknown[];

    it('refuses it at apply time once placed, and at submit for a box that held it already', async () => {
      const [first, second] = [await box(demo), await box(demo)];
      await applyReward(first).expect(200);
      await applyReward(second).expect(200);
      const confirmations = () =>
        db.prepare("SELECT COUNT(*) AS n FROM mailbox WHERE kind = 'order_confirmation'").get() as {
          n: number;
        };
      const secondBefore = await getOrder(second, demo);
      expect(secondBefore.discounts).toEqual([
        { type: 'Reward', amount: 2, description: '$2 off any order' },
      ]);
      const { totals } = expectShape(ValidateResultSchema, (await validate(second, demo)).body);

      await place(first, demo);
      const sentBefore = confirmations().n;

      // The offers list no longer shows it: it is used up.
      const listed = (await request(app).get(`${V1}/members/offers/all`).set(auth(demo))).body;
      expect(listed.map((o: { id: number }) => o.id)).not.toContain(offerId);
      expect(listed.length).toBeGreaterThan(0);

      // A third box: the reward is no longer offered, and applying it says why.
      const third = await box(demo);
      expect(await fitting(third)).toEqual([]);
      const late = await applyReward(third);
      expect({ status: late.status, body: late.body }).toEqual({
        status: 400,
        body: { message: '[249] This reward has already been used.', code: 249 },
      });

      // The second box, reviewed before: its submit is refused, nothing placed or charged.
      const refused = await request(app)
        .post(`${V1}/orders/${second}/submit`)
        .set(auth(demo))
        .send({
          usertype: 'user',
          payments: [{ type: 'creditcard', amount: totals.total, account_id: DEMO_CARD }],
        });
      expect(expectShape(ErrorBodySchema, refused.body).code).toBe(250);
      expect(refused.status).toBe(400);
      const notPlaced = await request(app).get(`${V1}/orders/${second}/status`).set(auth(demo));
      expect(notPlaced.body.code).toBe(236);
      expect(confirmations().n).toBe(sentBefore);
      const row = db.prepare('SELECT payments FROM orders WHERE id = ?').get(second) as {
        payments: string | null;
      };
      expect(row.payments).toBeNull();
      const after = await getOrder(second, demo);
      expect(after.discounts).toEqual([]);
      expect(after.totals.total).toBeGreaterThan(totals.total);

      // Placed at its new total; the first order keeps the reward it was placed with.
      const placed = await place(second, demo);
      expect(placed.status).toBe('received');
      expect((await getOrder(first, demo)).discounts).toEqual(secondBefore.discounts);
    });
  });
});
