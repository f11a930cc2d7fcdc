import request from 'supertest';
import { MenuSchema, OrderSchema } from '../contract/schemas';
import { groupOrders } from '../testing/groups';
import {
  expectShape,
  GUEST_CONTACT,
  placeOrder,
  seededApp,
  testClock,
  V1,
} from '../testing/support';

const MENU = 100101;
/** The car as the customer typed it at checkout (the custom fields checkout writes). */
const CAR = [
  { id: 'vehicle_make', value: 'Honda' },
  { id: 'vehicle_model', value: 'Civic' },
  { id: 'vehicle_color', value: 'Silver' },
];
const RALEIGH_ZONE = 'America/New_York';

/**
 * A time of day as Intl writes it in Raleigh, spaces plain; the test clock's day is
 * Wednesday 4 June 2025, in summer time.
 */
const raleighTime = (at: string | number, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: RALEIGH_ZONE })
    .format(new Date(at))
    .replace(/\s/g, ' ');
/** The e-mail's lines, spaces plain (Intl puts narrow no-break spaces in times). */
const linesOf = (body: string) => body.replace(/[\u00a0\u202f]/g, ' ').split('\n');
const promisedOf = (order: { time: { earliest?: string | null } }) => {
  if (!order.time.earliest) throw new Error('the placed order has no promised time');
  return order.time.earliest;
};
const QUARTER_HOUR = 15 * 60_000;

describe('the confirmation e-mail: the receipt, in the language the order was placed in', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());

  /**
   * Places the tenders combo with a promo code, a tip and a round-up: a delivery, or a curbside
   * pickup with the customer's car.
   */
  async function place(language: string, handoff: 'delivery' | 'curbside' = 'delivery') {
    const api = (method: 'get' | 'post' | 'put', path: string) =>
      request(app)[method](`${V1}${path}`).set('accept-language', language);
    const menu = expectShape(MenuSchema, (await request(app).get(`${V1}/menus/${MENU}`)).body);
    const combo = menu.categories
      .flatMap((category) => category.products)
      .find((product) => product.name === '3 Piece Tenders Combo');
    if (!combo) throw new Error('no 3 Piece Tenders Combo');
    const side = combo.options?.find((option) => option.name === 'Choose a Side');
    const mac = side?.choices.find((choice) => choice.name === 'Mac & Cheese');
    const { id } = (await api('post', '/orders/create').send({ menu_id: MENU }).expect(200)).body;
    await api('post', `/orders/${id}/products`)
      .send({
        products: [
          {
            id: combo.id,
            quantity: 1,
            choices: (combo.options ?? []).flatMap((option) =>
              option === side && mac
                ? [{ id: mac.id, quantity: 1 }]
                : option.min > 0
                  ? [{ id: option.choices[0]!.id, quantity: option.min }]
                  : [],
            ),
            isupsell: false,
          },
        ],
      })
      .expect(200);
    if (handoff === 'delivery') {
      await api('put', `/orders/${id}/address`)
        .send({
          type: 'dispatch',
          address: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' },
        })
        .expect(200);
    } else {
      await api('put', `/orders/${id}/handoff/curbside`).expect(200);
      await api('put', `/orders/${id}/custom`).send({ fields: CAR }).expect(200);
    }
    await api('put', `/orders/${id}/coupon`).send({ code: 'SAVE10' }).expect(200);
    await api('put', `/orders/${id}/tip`).send({ amount: 2 }).expect(200);
    await request(app)
      .put(`/ordering/v2/carts/${id}/donations`)
      .send({ id: 1, amount: 0.41 })
      .expect(200);
    const { totals } = (await api('post', `/orders/${id}/validate`).expect(200)).body;
    const { token } = (
      await api('post', `/orders/${id}/token`)
        .send({ number: '4111111111111111', expiry: '12/30', cvv: '123' })
        .expect(200)
    ).body;
    const email = `${language}-${handoff}-${GUEST_CONTACT.email}`;
    await api('post', `/orders/${id}/submit`)
      .send({
        usertype: 'guest',
        user: { ...GUEST_CONTACT, email },
        payments: [{ type: 'creditcard', amount: totals.total, token }],
      })
      .expect(200);
    const placed = expectShape(OrderSchema, (await api('get', `/orders/${id}`).expect(200)).body);
    return { placed, mail: confirmationTo(email) };
  }

  function confirmationTo(email: string) {
    const mail = db
      .prepare<[string], { subject: string; body: string; link: string | null }>(
        "SELECT subject, body, link FROM mailbox WHERE email = ? AND kind = 'order_confirmation'",
      )
      .get(email);
    if (!mail) throw new Error(`no confirmation e-mail to ${email}`);
    return mail;
  }

  const money = (amount: number) => `$${amount.toFixed(2)}`;

  const { hostBox, join, add, product } = groupOrders(app, clock);

  /** A group order placed in `language`: Ana's biscuits, the host's own bites, Ben's biscuit. */
  async function placeGroup(language: string) {
    const { box, group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    const ben = await join(group.token, 'Ben');
    await add(group.token, ana.secret, 'Buttermilk Biscuit', 2).expect(200);
    await request(app)
      .post(`${V1}/orders/${box.id}/products`)
      .send({ products: [{ id: product('Cinnamon Biscuit Bites'), quantity: 1, choices: [] }] })
      .expect(200);
    await add(group.token, ben.secret, 'Honey Butter Biscuit').expect(200);
    const email = `${language}-group-${GUEST_CONTACT.email}`;
    await placeOrder(app, box.id, { email, language });
    const placed = expectShape(
      OrderSchema,
      (await request(app).get(`${V1}/orders/${box.id}`).expect(200)).body,
    );
    return { placed, body: linesOf(confirmationTo(email).body) };
  }

  it.each([
    [
      'en-US',
      ['Host’s items', 'Cinnamon Biscuit Bites', 'Buttermilk Biscuit', 'Honey Butter Biscuit'],
    ],
    [
      'es',
      [
        'Artículos de quien organiza',
        'Bocaditos de bísquet con canela',
        'Bísquet de suero de leche',
        'Bísquet con mantequilla de miel',
      ],
    ],
  ])(
    'in %s, a group order’s lines by part, each named with what it comes to',
    async (language, names) => {
      const [host, bites, buttermilk, honey] = names;
      const { placed, body } = await placeGroup(language);
      // In the box as they came: Ana's, the host's, Ben's.
      const [anas, hosts, bens] = placed.products.map((line) => money(line.cost.total));
      const start = body.indexOf(`${host}: ${hosts}`);
      expect(body.slice(start, start + 10)).toEqual([
        `${host}: ${hosts}`,
        `1 × ${bites}: ${hosts}`,
        '',
        `Ana: ${anas}`,
        `2 × ${buttermilk}: ${anas}`,
        '',
        `Ben: ${bens}`,
        `1 × ${honey}: ${bens}`,
        '',
        `Subtotal: ${money(placed.totals.subtotal)}`,
      ]);
    },
  );

  it('in Spanish, for an order placed in Spanish: its lines, every amount and the card', async () => {
    const { placed, mail } = await place('es');
    const { totals } = placed;
    expect(mail.subject).toBe('Gracias por tu pedido');
    const body = linesOf(mail.body);
    expect(body[0]).toBe(`Recibimos tu pedido número ${placed.number}.`);
    expect(body).toContain('A domicilio: 500 Hillsborough St, Raleigh, NC 27603');
    expect(body).toContain(
      'Restaurante: Raleigh – Glenwood Ave, 4109 Glenwood Ave, Raleigh, NC 27612',
    );
    const promised = promisedOf(placed);
    // The day too, and the zone's short name: the e-mail is read later, maybe elsewhere.
    expect(linesOf(mail.body)).toContain(
      `Entrega prevista: mié, 4 de jun, ${raleighTime(promised, 'es-US')} EDT`,
    );
    expect(body).toContain(
      `1 × Combo de 3 tiras de pollo: ${money(placed.products[0]!.cost.total)}`,
    );
    expect(body.some((line) => line.includes('Macarrones con queso'))).toBe(true);
    expect(body).toEqual(
      expect.arrayContaining([
        `Subtotal: ${money(totals.subtotal)}`,
        `Código promocional SAVE10: −${money(totals.discount)}`,
        `Costo de entrega: ${money(totals.handoff)}`,
        `Cargo por servicio: ${money(totals.fees)}`,
        `Impuestos: ${money(totals.tax)}`,
        'Propina: $2.00',
        'Donación por redondeo: $0.41',
        `Total: ${money(totals.total)}`,
        `Pagado con Visa terminada en 1111: ${money(totals.total)}`,
      ]),
    );
    expect(mail.body).not.toMatch(/Thanks|Delivery fee|Tip:|Paid with/);
    // The way back to the order's page, for a customer who closed the tab.
    expect(mail.link).toBe(`/order/confirm?id=${placed.id}`);
    expect(body.at(-1)).toBe(`Consulta tu pedido y su estado: /order/confirm?id=${placed.id}`);
  });

  it('in English otherwise, with the same lines', async () => {
    const { placed, mail } = await place('en-US');
    expect(mail.subject).toBe('Thanks for your order');
    const body = linesOf(mail.body);
    expect(body[0]).toBe(`We got your order number ${placed.number}.`);
    expect(body).toEqual(
      expect.arrayContaining([
        'Delivery: 500 Hillsborough St, Raleigh, NC 27603',
        'Restaurant: Raleigh – Glenwood Ave, 4109 Glenwood Ave, Raleigh, NC 27612',
        `Delivered by: Wed, Jun 4, ${raleighTime(promisedOf(placed), 'en-US')} EDT`,
        '1 × 3 Piece Tenders Combo: ' + money(placed.products[0]!.cost.total),
        `Promo code SAVE10: −${money(placed.totals.discount)}`,
        `Service fee: ${money(placed.totals.fees)}`,
        'Tip: $2.00',
        'Round-up donation: $0.41',
        `Total: ${money(placed.totals.total)}`,
        `Paid with Visa ending in 1111: ${money(placed.totals.total)}`,
      ]),
    );
    expect(placed.payments).toEqual([
      { type: 'creditcard', amount: placed.totals.total, card_type: 'Visa', last4: '1111' },
    ]);
    expect(mail.link).toBe(`/order/confirm?id=${placed.id}`);
    expect(body.at(-1)).toBe(`See your order and its status: /order/confirm?id=${placed.id}`);
    // A delivery has no car and no 'I'm here'.
    expect(mail.body).not.toMatch(/Vehicle|I’m here|Honda/);
  });

  it('curbside, in English: the car as typed, where and when, and how to say you are here', async () => {
    const { placed, mail } = await place('en-US', 'curbside');
    const promised = promisedOf(placed);
    const opens = Date.parse(promised) - QUARTER_HOUR;
    const body = linesOf(mail.body);
    expect(body.slice(2, 7)).toEqual([
      'Curbside: Raleigh – Glenwood Ave, 4109 Glenwood Ave, Raleigh, NC 27612',
      'Vehicle: Silver Honda Civic',
      `Ready by: Wed, Jun 4, ${raleighTime(promised, 'en-US')} EDT`,
      'When you get here, tell us with “I’m here” on your order’s confirmation page.',
      `You can tell us you’re here from Wed, Jun 4, ${raleighTime(opens, 'en-US')} EDT.`,
    ]);
    expect(body).toContain(`Total: ${money(placed.totals.total)}`);
  });

  it('curbside, in Spanish: the same facts, the car as typed (not translated)', async () => {
    const { placed, mail } = await place('es', 'curbside');
    const promised = promisedOf(placed);
    const opens = Date.parse(promised) - QUARTER_HOUR;
    const body = linesOf(mail.body);
    expect(body.slice(2, 7)).toEqual([
      'En la acera: Raleigh – Glenwood Ave, 4109 Glenwood Ave, Raleigh, NC 27612',
      'Vehículo: Honda Civic Silver',
      `Listo para: mié, 4 de jun, ${raleighTime(promised, 'es-US')} EDT`,
      'Cuando llegues, avísanos con «Ya llegué» en la página de confirmación de tu pedido.',
      `Desde mié, 4 de jun, ${raleighTime(opens, 'es-US')} EDT podrás avisarnos de tu llegada.`,
    ]);
    expect(mail.body).not.toMatch(/Vehicle|Ready by|I’m here/);
  });
});
