import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import {
  ErrorBodySchema,
  FavouriteOrderSchema,
  MenuSchema,
  OfferEntrySchema,
  OrderSchema,
  OrderStatusSchema,
  PaymentTokenSchema,
  UpsellSchema,
  ValidateResultSchema,
} from '../contract/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, OTHER_PASSWORD } from '../fixtures/members';
import { expectShape, seededApp, signIn, testClock, V1 } from '../testing/support';

type Menu = z.infer<typeof MenuSchema>;
type Order = z.infer<typeof OrderSchema>;

const STEP = 1000;
/** The sandbox's test card that is approved. */
const APPROVED_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123' };

function finder(menu: Menu) {
  const products = menu.categories.flatMap((c) => c.products);
  const product = (name: string) => {
    const found = products.find((p) => p.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };
  const choice = (productName: string, option: string, name: string) => {
    const found = product(productName)
      .options?.find((o) => o.name === option)
      ?.choices.find((c) => c.name === name);
    if (!found) throw new Error(`no ${option} / ${name}`);
    return found.id;
  };
  return { product, choice };
}

async function setUp(app: Express, menuId = 100101) {
  const menu = expectShape(MenuSchema, (await request(app).get(`${V1}/menus/${menuId}`)).body);
  return finder(menu);
}

const errorOf = (body: unknown) => expectShape(ErrorBodySchema, body);

describe('orders: lines, coupons, totals, submit, status', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now, statusStepMs: STEP });
  afterAll(() => db.close());

  const order = (res: { body: unknown }): Order => expectShape(OrderSchema, res.body);

  async function newOrder(menuId = 100101): Promise<Order> {
    return order(
      await request(app).post(`${V1}/orders/create`).send({ menu_id: menuId }).expect(200),
    );
  }

  async function tenders(id: string) {
    const m = await setUp(app);
    return request(app)
      .post(`${V1}/orders/${id}/products`)
      .send({
        products: [
          {
            id: m.product('3 Piece Tenders Combo').id,
            quantity: 2,
            choices: [
              {
                id: m.choice('3 Piece Tenders Combo', 'Choose a Side', 'Mac & Cheese'),
                quantity: 1,
              },
              {
                id: m.choice('3 Piece Tenders Combo', 'Choose a Drink', 'Fresh-Squeezed Lemonade'),
                quantity: 1,
              },
              { id: m.choice('3 Piece Tenders Combo', 'Dipping Sauces', 'Hot Honey'), quantity: 2 },
              {
                id: m.choice('3 Piece Tenders Combo', 'Biscuit', 'Buttermilk Biscuit'),
                quantity: 1,
              },
            ],
            isupsell: false,
            instructions: 'Extra crispy',
          },
          { id: m.product('Honey Butter Biscuit').id, quantity: 3, choices: [], isupsell: false },
        ],
      });
  }

  it('creates an order for a restaurant menu, with §3 fields and created as YYYYMMDD HH:mm', async () => {
    const created = await newOrder();
    expect(created).toMatchObject({
      menu_id: 100101,
      location_id: 101,
      products: [],
      handoff: 'pickup',
      address: null,
      coupon: null,
      discounts: [],
      donations: [],
      status: 'open',
      time: { mode: 'asap', wanted: null },
      created: '20250604 12:00',
    });
    expect(created.time.earliest).toBe('2025-06-04T12:15:00-04:00');
  });

  it('refuses a menu without a restaurant and an unknown menu', async () => {
    const template = await request(app).post(`${V1}/orders/create`).send({ menu_id: 100100 });
    expect(template.status).toBe(400);
    expect(errorOf(template.body).code).toBe(239);
    const unknown = await request(app).post(`${V1}/orders/create`).send({ menu_id: 999 });
    expect(errorOf(unknown.body)).toEqual({ message: '[110] Menu not found', code: 110 });
    await request(app).get(`${V1}/orders/nope`).expect(404);
  });

  it('keeps products, choices with quantities, instructions and line ids', async () => {
    const { id } = await newOrder();
    const res = await tenders(id);
    expect(res.status).toBe(200);
    const saved = order(res);
    expect(saved.products).toHaveLength(2);
    const [combo, biscuits] = saved.products as [Order['products'][0], Order['products'][0]];
    expect(combo).toMatchObject({
      name: '3 Piece Tenders Combo',
      quantity: 2,
      instructions: 'Extra crispy',
      // (8.99 + 0.50 mac + 0.30 lemonade + 2 × 0 sauce) × 2
      cost: { total: 19.58 },
    });
    expect(combo.choices.map((c) => [c.name, c.quantity])).toEqual([
      ['Mac & Cheese', 1],
      ['Fresh-Squeezed Lemonade', 1],
      ['Hot Honey', 2],
      ['Buttermilk Biscuit', 1],
    ]);
    expect(combo.choices.every((c) => c.id === c.option_id)).toBe(true);
    expect(biscuits).toMatchObject({
      name: 'Honey Butter Biscuit',
      quantity: 3,
      cost: { total: 5.07 },
    });
    expect(biscuits.id).not.toBe(combo.id);
    const again = order(await request(app).get(`${V1}/orders/${id}`).expect(200));
    expect(again.products).toEqual(saved.products);
  });

  it('checks option rules and menu membership', async () => {
    const { id } = await newOrder();
    const m = await setUp(app);
    const add = (item: object) =>
      request(app)
        .post(`${V1}/orders/${id}/products`)
        .send({ products: [item] });
    const missingSide = await add({
      id: m.product('3 Piece Tenders Combo').id,
      quantity: 1,
      choices: [],
    });
    expect(errorOf(missingSide.body)).toEqual({
      message: '[238] Please choose a side.',
      code: 238,
    });
    const other = await setUp(app, 100102);
    const foreign = await add({
      id: other.product('Buttermilk Biscuit').id,
      quantity: 1,
      choices: [],
    });
    expect(errorOf(foreign.body).code).toBe(237);
    const tooMany = await add({
      id: m.product('2 Piece Tenders').id,
      quantity: 1,
      choices: [{ id: m.choice('2 Piece Tenders', 'Dipping Sauces', 'Buffalo'), quantity: 4 }],
    });
    expect(errorOf(tooMany.body).message).toBe('[238] You can choose at most 3 of Buffalo.');
    const badQuantity = await add({
      id: m.product('Buttermilk Biscuit').id,
      quantity: 0,
      choices: [],
    });
    expect(errorOf(badQuantity.body).code).toBe(400);
  });

  it('updates a line (quantity, choices) and removes lines by line id', async () => {
    const { id } = await newOrder();
    const m = await setUp(app);
    const saved = order(await tenders(id));
    const combo = saved.products[0] as Order['products'][0];
    const updated = order(
      await request(app)
        .put(`${V1}/orders/${id}/products`)
        .send({
          products: [
            {
              id: combo.id,
              quantity: 1,
              choices: [
                { id: m.choice('3 Piece Tenders Combo', 'Choose a Side', 'Coleslaw'), quantity: 1 },
                { id: m.choice('3 Piece Tenders Combo', 'Choose a Drink', 'Cola'), quantity: 1 },
                {
                  id: m.choice('3 Piece Tenders Combo', 'Biscuit', 'Honey Butter Biscuit'),
                  quantity: 1,
                },
              ],
            },
          ],
        })
        .expect(200),
    );
    // 8.99 + 0.30 honey butter biscuit
    expect(updated.products[0]).toMatchObject({ id: combo.id, quantity: 1, cost: { total: 9.29 } });
    expect(updated.products[0]?.choices.map((c) => c.name)).toEqual([
      'Coleslaw',
      'Cola',
      'Honey Butter Biscuit',
    ]);
    const removed = order(
      await request(app).delete(`${V1}/orders/${id}/products/${combo.id}`).expect(200),
    );
    expect(removed.products.map((p) => p.name)).toEqual(['Honey Butter Biscuit']);
    await request(app).delete(`${V1}/orders/${id}/products/${combo.id}`).expect(404);
    const zero = order(
      await request(app)
        .put(`${V1}/orders/${id}/products`)
        .send({ products: [{ id: removed.products[0]?.id, quantity: 0 }] })
        .expect(200),
    );
    expect(zero.products).toEqual([]);
  });

  it('answers each §8 coupon message verbatim, then applies percentage and fixed codes', async () => {
    const { id } = await newOrder();
    await tenders(id);
    const put = (code: string) => request(app).put(`${V1}/orders/${id}/coupon`).send({ code });
    expect((await put('')).body).toEqual({ message: 'Coupon code cannot be empty.', code: 201 });
    expect((await put('   ')).body.message).toBe('Coupon code cannot be empty.');
    expect((await put('NOPE')).body).toEqual({ message: '[200] Code is invalid', code: 200 });
    // An expired code says so, naming it: not the unknown code's words.
    expect((await put('expired5')).body).toEqual({
      message: '[204] Code EXPIRED5 has expired',
      code: 204,
    });
    expect(
      (
        await request(app)
          .put(`${V1}/orders/${id}/coupon`)
          .set('accept-language', 'es')
          .send({ code: 'EXPIRED5' })
      ).body,
    ).toEqual({ message: '[204] El código EXPIRED5 ya venció', code: 204 });
    expect((await put('CATER20')).body.message).toBe('[200] Code is invalid');
    expect((await put('BIGBOX20')).body).toEqual({
      message: 'Offer not valid - $200.00 Minimum Required',
      code: 202,
    });
    expect((await put('LOCKED10')).body).toEqual({
      message: 'Code is currently in use on another transaction',
      code: 203,
    });
    const percent = order(await put('save10').expect(200));
    // Subtotal 19.58 + 5.07 = 24.65; 10 % = 2.465 → 2.47 (half up, in cents).
    expect(percent.coupon).toEqual({ couponcode: 'SAVE10' });
    expect(percent.discounts).toEqual([
      { type: 'Coupon', amount: 2.47, description: '10% off your order' },
    ]);
    expect(percent.totals).toEqual({
      subtotal: 24.65,
      discount: 2.47,
      handoff: 0,
      fees: 0,
      // (24.65 − 2.47) × 7.25 % = 1.608… → 1.61
      tax: 1.61,
      tip: 0,
      donations: 0,
      total: 23.79,
    });
    const fixed = order(await put('FIVEOFF').expect(200));
    expect(fixed.totals).toMatchObject({ discount: 5, tax: 1.42, total: 21.07 });
    const removed = order(await request(app).delete(`${V1}/orders/${id}/coupon`).expect(200));
    expect(removed.coupon).toBeNull();
    expect(removed.totals.discount).toBe(0);
  });

  it("says in the order's coupon when a change takes the box under the code's minimum", async () => {
    const { id } = await newOrder();
    await tenders(id);
    const applied = order(
      await request(app).put(`${V1}/orders/${id}/coupon`).send({ code: 'SAVE5' }).expect(200),
    );
    expect(applied.coupon).toEqual({ couponcode: 'SAVE5' });
    const line = applied.products[0];
    const choices = line?.choices.map((choice) => ({ id: choice.id, quantity: choice.quantity }));
    // Two combos (24.65) down to one (12.33): under the $15 minimum, the code gives nothing.
    const under = order(
      await request(app)
        .put(`${V1}/orders/${id}/products`)
        .send({ products: [{ id: line?.id, quantity: 1, choices }] })
        .expect(200),
    );
    expect(under.totals.subtotal).toBeLessThan(15);
    expect(under.coupon).toEqual({ couponcode: 'SAVE5', unmet_minimum: 15 });
    expect(under.discounts).toEqual([]);
    const again = order(
      await request(app)
        .put(`${V1}/orders/${id}/products`)
        .send({ products: [{ id: line?.id, quantity: 2, choices }] })
        .expect(200),
    );
    expect(again.coupon).toEqual({ couponcode: 'SAVE5' });
  });

  it('holds a single-use code for its order until the order lets go of it', async () => {
    const first = await newOrder();
    const second = await newOrder();
    await tenders(first.id);
    await tenders(second.id);
    await request(app)
      .put(`${V1}/orders/${first.id}/coupon`)
      .send({ code: 'ONETIME5' })
      .expect(200);
    const busy = await request(app)
      .put(`${V1}/orders/${second.id}/coupon`)
      .send({ code: 'ONETIME5' });
    expect(busy.body.message).toBe('Code is currently in use on another transaction');
    await request(app).delete(`${V1}/orders/${first.id}/abandon`).expect(204);
    await request(app)
      .put(`${V1}/orders/${second.id}/coupon`)
      .send({ code: 'ONETIME5' })
      .expect(200);
    await request(app).get(`${V1}/orders/${first.id}`).expect(404);
  });

  it('lets a guest’s box left alone for 30 minutes lose its hold on a single-use code', async () => {
    const before = clock.now();
    try {
      // The boxes of the tests before this one let go of it first.
      clock.advance(31 * 60_000);
      const idle = await newOrder();
      const owner = await newOrder();
      await tenders(idle.id);
      await tenders(owner.id);
      const apply = (id: string) =>
        request(app).put(`${V1}/orders/${id}/coupon`).send({ code: 'ONETIME5' });
      await apply(idle.id).expect(200);
      clock.advance(29 * 60_000);
      const busy = await apply(owner.id);
      expect(busy.body.message).toBe('Code is currently in use on another transaction');
      clock.advance(2 * 60_000);
      await apply(owner.id).expect(200);
      // The box that let it lapse finds it taken when it goes on, and is told so.
      const taken = await request(app).post(`${V1}/orders/${idle.id}/validate`);
      expect(taken.body.message).toBe('Code is currently in use on another transaction');
      await request(app).post(`${V1}/orders/${owner.id}/validate`).expect(200);
    } finally {
      // The tests after this one read times from the suite's clock.
      clock.set(before);
    }
  });

  it('validates to taxes, totals and saved card accounts; tip and the minimum coupon', async () => {
    const { id } = await newOrder();
    const empty = await request(app).post(`${V1}/orders/${id}/validate`);
    expect(errorOf(empty.body)).toEqual({ message: '[220] Your order is empty.', code: 220 });
    await tenders(id);
    await request(app).put(`${V1}/orders/${id}/tip`).send({ amount: 3 }).expect(200);
    await request(app).put(`${V1}/orders/${id}/tip`).send({ amount: -1 }).expect(400);
    await request(app).put(`${V1}/orders/${id}/tip`).send({ amount: 1.005 }).expect(400);
    const result = expectShape(
      ValidateResultSchema,
      (await request(app).post(`${V1}/orders/${id}/validate`).expect(200)).body,
    );
    expect(result.totals).toEqual({
      subtotal: 24.65,
      discount: 0,
      handoff: 0,
      fees: 0,
      tax: 1.79,
      tip: 3,
      donations: 0,
      total: 29.44,
    });
    expect(result.taxes).toEqual([{ label: 'Sales Tax', amount: 1.79 }]);
    expect(result.billing).toEqual([{ type: 'creditcard', accounts: [] }]);
  });

  it('prices delivery: the restaurant fee, the service fee and tax on both', async () => {
    const { id } = await newOrder();
    await tenders(id);
    const address = {
      address: '123 Fayetteville St',
      building: 'Apt 4B',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
    };
    const set = order(
      await request(app)
        .put(`${V1}/orders/${id}/address`)
        .send({ type: 'dispatch', address })
        .expect(200),
    );
    expect(set.handoff).toBe('dispatch');
    expect(set.address).toMatchObject({
      ...address,
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    // Fee 2.99, service fee 0.99; tax 7.25 % of (24.65 + 0.99) = 1.858… → 1.86.
    expect(set.totals).toMatchObject({
      subtotal: 24.65,
      handoff: 2.99,
      fees: 0.99,
      tax: 1.86,
      total: 30.49,
    });
    expect(set.time.earliest).toBe('2025-06-04T12:45:00-04:00');
    const far = await request(app)
      .put(`${V1}/orders/${id}/address`)
      .send({
        type: 'dispatch',
        address: { address: '12 King St', city: 'Charleston', zip: '29401' },
      });
    expect(errorOf(far.body).code).toBe(227);
    const unknown = await request(app)
      .put(`${V1}/orders/${id}/address`)
      .send({
        type: 'dispatch',
        address: { address: '1 Nowhere Rd', city: 'Springfield', zip: '00000' },
      });
    expect(errorOf(unknown.body).code).toBe(228);
    const pickup = order(await request(app).put(`${V1}/orders/${id}/handoff/pickup`).expect(200));
    expect(pickup.totals).toMatchObject({ handoff: 0, fees: 0 });
    await request(app).put(`${V1}/orders/${id}/handoff/curbside`).expect(200);
    await request(app).put(`${V1}/orders/${id}/handoff/teleport`).expect(400);
  });

  it('§1 a catering order is for pickup or delivery: curbside is refused with its number', async () => {
    const { id } = await newOrder(237040);
    const res = await request(app).put(`${V1}/orders/${id}/handoff/curbside`);
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toEqual({
      message: '[253] Catering orders are for pickup or delivery.',
      code: 253,
    });
    const es = await request(app)
      .put(`${V1}/orders/${id}/handoff/curbside`)
      .set('Accept-Language', 'es');
    expect(errorOf(es.body)).toEqual({
      message: '[253] Los pedidos de catering son para recoger o para entrega a domicilio.',
      code: 253,
    });
    expect(order(await request(app).get(`${V1}/orders/${id}`)).handoff).toBe('pickup');
    await request(app).put(`${V1}/orders/${id}/handoff/delivery`).expect(200);
    await request(app).put(`${V1}/orders/${id}/handoff/pickup`).expect(200);
    // The same restaurant's consumer order may be curbside.
    const consumer = await newOrder(100101);
    await request(app).put(`${V1}/orders/${consumer.id}/handoff/curbside`).expect(200);
  });

  it('refuses delivery where the restaurant does not deliver', async () => {
    const created = order(await request(app).post(`${V1}/orders/create`).send({ menu_id: 100105 }));
    const res = await request(app).put(`${V1}/orders/${created.id}/handoff/delivery`);
    expect(errorOf(res.body)).toEqual({
      message: '[226] This restaurant does not offer delivery.',
      code: 226,
    });
  });

  it('needs a delivery address, and a catering delivery of at least $150', async () => {
    const { id } = await newOrder(237040);
    const m = await setUp(app, 237040);
    await request(app)
      .post(`${V1}/orders/${id}/products`)
      .send({
        products: [{ id: m.product('Sweet Tea by the Gallon').id, quantity: 1, choices: [] }],
      })
      .expect(200);
    await request(app).put(`${V1}/orders/${id}/handoff/delivery`).expect(200);
    expect(errorOf((await request(app).post(`${V1}/orders/${id}/validate`)).body).code).toBe(223);
    const addressed = order(
      await request(app)
        .put(`${V1}/orders/${id}/address`)
        .send({ address: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' } })
        .expect(200),
    );
    // Typed without its state, the address has its zip's: every receipt writes it whole.
    expect(addressed.address).toMatchObject({ city: 'Raleigh', state: 'NC', zip: '27603' });
    expect(errorOf((await request(app).post(`${V1}/orders/${id}/validate`)).body)).toEqual({
      message: '[225] The minimum order amount for catering delivery is $150.00.',
      code: 225,
    });
    const created = order(await request(app).get(`${V1}/orders/${id}`));
    // Catering needs two hours.
    expect(created.time.earliest).toBe('2025-06-04T14:00:00-04:00');
  });

  it('counts the catering delivery minimum on the total, as the site does: $149.98 of trays is enough', async () => {
    const { id } = await newOrder(237040);
    const m = await setUp(app, 237040);
    const tray = m.product('Tender Tray (serves 10–12)');
    const choices = (tray.options ?? []).flatMap((option) =>
      option.choices.slice(0, option.min).map((choice) => ({ id: choice.id, quantity: 1 })),
    );
    await request(app)
      .post(`${V1}/orders/${id}/products`)
      .send({ products: [{ id: tray.id, quantity: 2, choices }] })
      .expect(200);
    await request(app)
      .put(`${V1}/orders/${id}/address`)
      .send({ address: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' } })
      .expect(200);
    const { totals } = expectShape(
      ValidateResultSchema,
      (await request(app).post(`${V1}/orders/${id}/validate`).expect(200)).body,
    );
    expect(totals.subtotal).toBeLessThan(150);
    expect(totals.total).toBeGreaterThanOrEqual(150);
  });

  it('schedules within opening hours on the 15-minute grid, and asap again', async () => {
    const { id } = await newOrder();
    const put = (wanted: string) =>
      request(app)
        .put(`${V1}/orders/${id}/time`)
        .send({ time: { mode: 'scheduled', wanted } });
    const ok = order(await put('2025-06-04T18:00:00-04:00').expect(200));
    expect(ok.time).toMatchObject({ mode: 'scheduled', wanted: '2025-06-04T18:00:00-04:00' });
    expect(errorOf((await put('2025-06-04T23:30:00-04:00')).body).code).toBe(229);
    expect(errorOf((await put('2025-06-04T18:07:00-04:00')).body).code).toBe(229);
    expect(errorOf((await put('2025-06-04T11:00:00-04:00')).body).code).toBe(229);
    expect(errorOf((await put('tomorrow')).body).code).toBe(229);
    const asap = order(await request(app).delete(`${V1}/orders/${id}/time`).expect(200));
    expect(asap.time).toMatchObject({ mode: 'asap', wanted: null });
  });

  it('keeps custom fields (curbside vehicle)', async () => {
    const { id } = await newOrder();
    const res = order(
      await request(app)
        .put(`${V1}/orders/${id}/custom`)
        .send({
          fields: [
            { id: 'Make', value: 'Toyota' },
            { id: 'Model', value: 'Corolla' },
            { id: 'Color', value: 'Blue' },
          ],
        })
        .expect(200),
    );
    expect(res.custom_fields).toEqual([
      { id: 'Make', value: 'Toyota' },
      { id: 'Model', value: 'Corolla' },
      { id: 'Color', value: 'Blue' },
    ]);
  });

  it('submits with a test card: declined first, approved then, refused a second time; status advances', async () => {
    const { id } = await newOrder();
    await tenders(id);
    const { totals } = expectShape(
      ValidateResultSchema,
      (await request(app).post(`${V1}/orders/${id}/validate`)).body,
    );
    const user = {
      first_name: 'Pat',
      last_name: 'Guest',
      email: 'pat@example.com',
      phone: '+1 (919) 555-0123',
    };
    const token = async (number: string) =>
      expectShape(
        PaymentTokenSchema,
        (
          await request(app)
            .post(`${V1}/orders/${id}/token`)
            .send({ number, expiry: '12/30', cvv: '123' })
            .expect(200)
        ).body,
      ).token;
    const submit = (payment: object, body: object = {}) =>
      request(app)
        .post(`${V1}/orders/${id}/submit`)
        .send({
          usertype: 'guest',
          user,
          payments: [{ type: 'creditcard', amount: totals.total, ...payment }],
          ...body,
        });

    const noContact = await request(app)
      .post(`${V1}/orders/${id}/submit`)
      .send({
        usertype: 'guest',
        payments: [
          { type: 'creditcard', amount: totals.total, token: await token('4111111111111111') },
        ],
      });
    expect(errorOf(noContact.body).code).toBe(234);
    expect(
      errorOf((await submit({ amount: 1, token: await token('4111111111111111') })).body).code,
    ).toBe(232);
    const declined = await submit({ token: await token('4000000000000002') });
    expect(errorOf(declined.body)).toEqual({
      message: '[230] Your card was declined. Please use another card or payment method.',
      code: 230,
    });
    expect(errorOf((await submit({ token: await token('4111111111111112') })).body).code).toBe(231);
    expect(errorOf((await submit({ token: 'tok_made_up' })).body).code).toBe(233);
    expect(order(await request(app).get(`${V1}/orders/${id}`)).status).toBe('open');

    const placed = expectShape(
      OrderStatusSchema,
      (await submit({ token: await token('4111111111111111') }).expect(200)).body,
    );
    // The one promised time: what validate answered (the first slot after the lead time).
    expect(placed).toEqual({
      id,
      status: 'received',
      ready_at: '2025-06-04T12:15:00-04:00',
      number: expect.stringMatching(/^\d{4}$/),
      steps: [{ status: 'received', at: '2025-06-04T12:00:00-04:00' }],
    });
    const again = await submit({ token: 'tok_any' });
    expect(errorOf(again.body)).toEqual({
      message: '[221] This order has already been placed.',
      code: 221,
    });
    await request(app)
      .post(`${V1}/orders/${id}/products`)
      .send({ products: [{ id: 1, quantity: 1 }] })
      .expect(400);

    const status = async () =>
      expectShape(
        OrderStatusSchema,
        (await request(app).get(`${V1}/orders/${id}/status`).expect(200)).body,
      ).status;
    expect(await status()).toBe('received');
    clock.advance(STEP);
    expect(await status()).toBe('in_progress');
    clock.advance(2 * STEP);
    expect(await status()).toBe('ready');
    // Nobody said they were here: it waits for them, an hour past its time.
    clock.advance(2 * STEP);
    expect(await status()).toBe('ready');
    clock.set(Date.parse(placed.ready_at as string) + 60 * 60_000);
    expect(await status()).toBe('completed');
    const done = order(await request(app).get(`${V1}/orders/${id}`));
    expect(done.status).toBe('completed');
    expect(done.totals).toEqual(totals);
    await request(app).delete(`${V1}/orders/${id}`).expect(400);
    await request(app).post(`${V1}/orders/${id}/arrival`).expect(400);
  });

  it('sends delivery out for delivery, signals curbside arrival, cancels a fresh order', async () => {
    const delivery = await newOrder();
    await tenders(delivery.id);
    await request(app)
      .put(`${V1}/orders/${delivery.id}/address`)
      .send({ address: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' } })
      .expect(200);
    const v = (await request(app).post(`${V1}/orders/${delivery.id}/validate`).expect(200)).body;
    const token = (
      await request(app).post(`${V1}/orders/${delivery.id}/token`).send(APPROVED_CARD).expect(200)
    ).body.token;
    const user = {
      first_name: 'Pat',
      last_name: 'Guest',
      email: 'pat@example.com',
      phone: '9195550123',
    };
    await request(app)
      .post(`${V1}/orders/${delivery.id}/submit`)
      .send({
        usertype: 'guest',
        user,
        payments: [{ type: 'creditcard', amount: v.totals.total, token }],
      })
      .expect(200);
    clock.advance(3 * STEP);
    expect((await request(app).get(`${V1}/orders/${delivery.id}/status`)).body.status).toBe(
      'out_for_delivery',
    );

    const curbside = await newOrder();
    await tenders(curbside.id);
    await request(app).put(`${V1}/orders/${curbside.id}/handoff/curbside`).expect(200);
    await request(app).get(`${V1}/orders/${curbside.id}/status`).expect(400);
    const cv = (await request(app).post(`${V1}/orders/${curbside.id}/validate`)).body;
    const ctoken = (
      await request(app).post(`${V1}/orders/${curbside.id}/token`).send(APPROVED_CARD)
    ).body.token;
    await request(app)
      .post(`${V1}/orders/${curbside.id}/submit`)
      .send({
        usertype: 'guest',
        user,
        payments: [{ type: 'creditcard', amount: cv.totals.total, token: ctoken }],
      })
      .expect(200);
    clock.advance(3 * STEP);
    const arrived = expectShape(
      OrderStatusSchema,
      (await request(app).post(`${V1}/orders/${curbside.id}/arrival`).expect(200)).body,
    );
    expect(arrived.status).toBe('ready');
    clock.advance(STEP);
    expect((await request(app).get(`${V1}/orders/${curbside.id}/status`)).body.status).toBe(
      'completed',
    );

    const fresh = await newOrder();
    await tenders(fresh.id);
    const fv = (await request(app).post(`${V1}/orders/${fresh.id}/validate`)).body;
    const ftoken = (await request(app).post(`${V1}/orders/${fresh.id}/token`).send(APPROVED_CARD))
      .body.token;
    await request(app)
      .post(`${V1}/orders/${fresh.id}/submit`)
      .send({
        usertype: 'guest',
        user,
        payments: [{ type: 'creditcard', amount: fv.totals.total, token: ftoken }],
      })
      .expect(200);
    await request(app).delete(`${V1}/orders/${fresh.id}`).expect(204);
    expect((await request(app).get(`${V1}/orders/${fresh.id}/status`)).body.status).toBe(
      'cancelled',
    );
    const open = await newOrder();
    await request(app).delete(`${V1}/orders/${open.id}`).expect(204);
    await request(app)
      .post(`${V1}/orders/${open.id}/products`)
      .send({ products: [{ id: 1, quantity: 1 }] })
      .expect(400);
  });

  it('transfers to another restaurant, dropping what it does not sell', async () => {
    const { id } = await newOrder();
    const m = await setUp(app);
    await tenders(id);
    await request(app)
      .post(`${V1}/orders/${id}/products`)
      .send({
        products: [{ id: m.product('Hot Honey Chicken Sandwich').id, quantity: 1, choices: [] }],
      })
      .expect(200);
    await request(app).put(`${V1}/orders/${id}/coupon`).send({ code: 'SAVE10' }).expect(200);
    const moved = order(
      await request(app).post(`${V1}/orders/${id}/transfer`).send({ menu_id: 100107 }).expect(200),
    );
    expect(moved).toMatchObject({
      id,
      menu_id: 100107,
      location_id: 107,
      coupon: { couponcode: 'SAVE10' },
    });
    expect(moved.products.map((p) => p.name)).toEqual([
      '3 Piece Tenders Combo',
      'Honey Butter Biscuit',
    ]);
    expect(moved.products[0]?.choices.map((c) => c.name)).toEqual([
      'Mac & Cheese',
      'Fresh-Squeezed Lemonade',
      'Hot Honey',
      'Buttermilk Biscuit',
    ]);
    expect(moved.products[0]?.product_id).toBe(100107002);
  });

  it('transfers a combo with a side the restaurant does not make as left out, not changed', async () => {
    const { id } = await newOrder();
    const m = await setUp(app);
    const combo = '3 Piece Tenders Combo';
    await request(app)
      .post(`${V1}/orders/${id}/products`)
      .send({
        products: [
          {
            id: m.product(combo).id,
            quantity: 1,
            choices: [
              { id: m.choice(combo, 'Choose a Side', 'Collard Greens'), quantity: 1 },
              { id: m.choice(combo, 'Choose a Drink', 'Cola'), quantity: 1 },
              { id: m.choice(combo, 'Biscuit', 'Buttermilk Biscuit'), quantity: 1 },
            ],
          },
        ],
      })
      .expect(200);
    await tenders(id);
    const moved = order(
      await request(app).post(`${V1}/orders/${id}/transfer`).send({ menu_id: 100107 }).expect(200),
    );
    // The combo with Mac & Cheese moves; the one with collard greens is left out whole.
    expect(moved.products.map((p) => [p.name, p.choices[0]?.name])).toEqual([
      [combo, 'Mac & Cheese'],
      ['Honey Butter Biscuit', undefined],
    ]);
  });

  it('answers upsells not already in the order, and one upsell product', async () => {
    const { id } = await newOrder();
    await tenders(id);
    const upsells = (
      await request(app).get(`${V1}/upsells/${id}`).query({ email: 'x@example.com' }).expect(200)
    ).body;
    expect(upsells.length).toBeGreaterThan(0);
    for (const upsell of upsells) expectShape(UpsellSchema, upsell);
    const product = await request(app)
      .get(`${V1}/upsells/${id}/product/${upsells[0].id}`)
      .expect(200);
    expect(product.body.id).toBe(upsells[0].id);
  });

  it('takes the round-up donation through v2 carts', async () => {
    const { id } = await newOrder();
    await tenders(id);
    const res = order(
      await request(app)
        .put(`/ordering/v2/carts/${id}/donations`)
        .send({ id: 1, amount: 0.21 })
        .expect(200),
    );
    expect(res.donations).toEqual([{ id: 1, amount: 0.21 }]);
    expect(res.totals.donations).toBe(0.21);
    expect(res.totals.total).toBe(26.65);
    const bad = await request(app)
      .put(`/ordering/v2/carts/${id}/donations`)
      .send({ id: 9, amount: 1 });
    expect(errorOf(bad.body).code).toBe(242);
    const cleared = order(
      await request(app).put(`/ordering/v2/carts/${id}/donations`).send({ id: 1, amount: 0 }),
    );
    expect(cleared.donations).toEqual([]);
  });
});

describe('orders of members: history, reorder, favourites, rewards, privacy', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now, statusStepMs: STEP });
  afterAll(() => db.close());

  it('lists the demo member’s history and rebuilds a past order', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const recent = (
      await request(app)
        .get(`${V1}/orders/recent`)
        .set('x-ordering-token', demo.ordering)
        .expect(200)
    ).body;
    expect(recent.length).toBe(3);
    for (const past of recent) expect(expectShape(OrderSchema, past).status).toBe('completed');
    // Numbers count per restaurant: each past order names its restaurant.
    expect(recent.map((past: { restaurant?: string }) => past.restaurant)).toEqual([
      'Raleigh – Glenwood Ave',
      'Raleigh – Glenwood Ave',
      'Charlotte – South Blvd',
    ]);
    // And its zone, in which the history reads the promised time.
    expect(
      new Set(recent.map((past: { restaurant_timezone?: string }) => past.restaurant_timezone)),
    ).toEqual(new Set(['America/New_York']));
    const rebuilt = expectShape(
      OrderSchema,
      (
        await request(app)
          .post(`${V1}/orders/reorder`)
          .set('x-ordering-token', demo.ordering)
          .send({ id: recent[0].id })
          .expect(200)
      ).body,
    );
    expect(rebuilt.id).not.toBe(recent[0].id);
    expect(rebuilt.status).toBe('open');
    expect(rebuilt.products.map((p) => [p.name, p.quantity])).toEqual(
      recent[0].products.map((p: { name: string; quantity: number }) => [p.name, p.quantity]),
    );
    await request(app).get(`${V1}/orders/recent`).expect(401);
  });

  it('keeps favourite orders and rebuilds one', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const auth = { 'x-ordering-token': demo.ordering };
    const faves = (await request(app).get(`${V1}/orders/faves`).set(auth).expect(200)).body;
    expect(faves.map((f: unknown) => expectShape(FavouriteOrderSchema, f).description)).toEqual([
      'Family dinner',
      'Tenders night',
    ]);
    const recent = (await request(app).get(`${V1}/orders/recent`).set(auth)).body;
    const added = (
      await request(app)
        .post(`${V1}/orders/faves`)
        .set(auth)
        .send({ id: recent[2].id, description: 'Lunch' })
        .expect(200)
    ).body;
    expect(added).toHaveLength(3);
    const rebuilt = expectShape(
      OrderSchema,
      (
        await request(app)
          .post(`${V1}/orders/faves/reorder`)
          .set(auth)
          .send({ id: faves[0].id })
          .expect(200)
      ).body,
    );
    expect(rebuilt.products[0]?.name).toBe('8 Piece Family Meal');
  });

  it('applies a redeemed reward and lists rewards of the order', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const auth = { 'x-ordering-token': demo.ordering };
    const created = expectShape(
      OrderSchema,
      (await request(app).post(`${V1}/orders/create`).set(auth).send({ menu_id: 100101 })).body,
    );
    const m = await setUp(app);
    await request(app)
      .post(`${V1}/orders/${created.id}/products`)
      .set(auth)
      .send({
        products: [
          {
            id: m.product('8 Piece Family Meal').id,
            quantity: 1,
            choices: [
              {
                id: m.choice('8 Piece Family Meal', 'Chicken Style', 'Classic Southern'),
                quantity: 1,
              },
              {
                id: m.choice('8 Piece Family Meal', 'Choose 3 Large Sides', 'Large Coleslaw'),
                quantity: 3,
              },
            ],
          },
        ],
      })
      .expect(200);
    const offers = (await request(app).get(`${V1}/members/offers/all`).set(auth)).body;
    const spring = offers
      .map((o: unknown) => expectShape(OfferEntrySchema, o))
      .find((o: { campaign: string }) => o.campaign === 'SPRING-BISCUIT');
    await request(app)
      .post(`${V1}/members/redeem`)
      .query({ memberID: demo.id })
      .set(auth)
      .send({ id: spring.id, channel: 'web', campaign: 'SPRING-BISCUIT' })
      .expect(200);
    const rewards = (
      await request(app)
        .get(`${V1}/orders/${created.id}/rewards`)
        .query({ memberid: demo.id })
        .set(auth)
        .expect(200)
    ).body;
    expect(rewards.map((r: { campaign: string }) => r.campaign)).toEqual(['SPRING-BISCUIT']);
    const applied = expectShape(
      OrderSchema,
      (
        await request(app)
          .put(`${V1}/orders/${created.id}/rewards`)
          .set(auth)
          .send({ memberid: demo.id, references: ['RWD-SPRING-2OFF'] })
          .expect(200)
      ).body,
    );
    expect(applied.discounts).toEqual([
      { type: 'Reward', amount: 2, description: '$2 off any order' },
    ]);
    expect(applied.billing[0]?.accounts.map((a) => a.last4)).toEqual(['1111', '4444']);
    await request(app)
      .put(`${V1}/orders/${created.id}/rewards`)
      .set(auth)
      .send({ memberid: 1002, references: ['RWD-SPRING-2OFF'] })
      .expect(403);
    const removed = expectShape(
      OrderSchema,
      (
        await request(app)
          .delete(`${V1}/orders/${created.id}/rewards/${spring.id}`)
          .set(auth)
          .expect(200)
      ).body,
    );
    expect(removed.discounts).toEqual([]);
  });

  it('pays with a saved card as a member, earns points, remembers the address', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const auth = { 'x-ordering-token': demo.ordering };
    const created = expectShape(
      OrderSchema,
      (await request(app).post(`${V1}/orders/create`).set(auth).send({ menu_id: 100101 })).body,
    );
    const m = await setUp(app);
    await request(app)
      .post(`${V1}/orders/${created.id}/products`)
      .set(auth)
      .send({ products: [{ id: m.product('Buttermilk Biscuit').id, quantity: 10, choices: [] }] })
      .expect(200);
    await request(app)
      .put(`${V1}/orders/${created.id}/address`)
      .set(auth)
      .send({ address: { address: '100 Oberlin Rd', city: 'Raleigh', state: 'NC', zip: '27605' } })
      .expect(200);
    const v = (await request(app).post(`${V1}/orders/${created.id}/validate`).set(auth)).body;
    const before = (
      await request(app).get(`${V1}/members/balance`).query({ memberID: demo.id }).set(auth)
    ).body.balance;
    await request(app)
      .post(`${V1}/orders/${created.id}/submit`)
      .set(auth)
      .send({
        usertype: 'user',
        payments: [{ type: 'creditcard', amount: v.totals.total, account_id: 5101 }],
      })
      .expect(400);
    await request(app)
      .post(`${V1}/orders/${created.id}/submit`)
      .set(auth)
      .send({
        usertype: 'user',
        payments: [{ type: 'creditcard', amount: v.totals.total, account_id: 5001 }],
      })
      .expect(200);
    const after = (
      await request(app).get(`${V1}/members/balance`).query({ memberID: demo.id }).set(auth)
    ).body.balance;
    expect(after - before).toBe(13);
    const addresses = (await request(app).get(`${V1}/members/addresses`).set(auth)).body;
    expect(addresses[0]).toMatchObject({ address: '100 Oberlin Rd', city: 'Raleigh' });
    // Cancelled before the kitchen starts, it earned nothing: placing and cancelling buys no reward.
    await request(app).delete(`${V1}/orders/${created.id}`).set(auth).expect(204);
    const cancelled = (
      await request(app).get(`${V1}/members/balance`).query({ memberID: demo.id }).set(auth)
    ).body.balance;
    expect(cancelled).toBe(before);
    await request(app).delete(`${V1}/orders/${created.id}`).set(auth).expect(204);
    expect(
      (await request(app).get(`${V1}/members/balance`).query({ memberID: demo.id }).set(auth)).body
        .balance,
    ).toBe(before);
  });

  it('shows a member’s order to nobody else', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const other = await signIn(app, OTHER_EMAIL, OTHER_PASSWORD);
    const created = expectShape(
      OrderSchema,
      (
        await request(app)
          .post(`${V1}/orders/create`)
          .set('x-ordering-token', demo.ordering)
          .send({ menu_id: 100101 })
      ).body,
    );
    await request(app)
      .get(`${V1}/orders/${created.id}`)
      .set('x-ordering-token', demo.ordering)
      .expect(200);
    await request(app)
      .get(`${V1}/orders/${created.id}`)
      .set('x-ordering-token', other.ordering)
      .expect(404);
    await request(app).get(`${V1}/orders/${created.id}`).expect(404);
    await request(app)
      .get(`${V1}/orders/${created.id}`)
      .set('x-ordering-token', 'forged')
      .expect(401);
    const theirs = (
      await request(app).get(`${V1}/orders/recent`).set('x-ordering-token', other.ordering)
    ).body;
    expect(theirs).toEqual([]);
    await request(app)
      .post(`${V1}/orders/reorder`)
      .set('x-ordering-token', other.ordering)
      .send({ id: '00000000-0000-4000-8000-000000000d01' })
      .expect(404);
  });
});
