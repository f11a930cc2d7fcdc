import request from 'supertest';
import { MenuSchema, OrderSchema } from '../contract/schemas';
import { expectShape, GUEST_CONTACT, seededApp, testClock, V1 } from '../testing/support';

const MENU = 100101;

describe('the confirmation e-mail: the receipt, in the language the order was placed in', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());

  /** Places a delivery of the tenders combo with a promo code, a tip and a round-up. */
  async function place(language: string) {
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
    await api('put', `/orders/${id}/address`)
      .send({
        type: 'dispatch',
        address: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' },
      })
      .expect(200);
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
    const email = `${language}-${GUEST_CONTACT.email}`;
    await api('post', `/orders/${id}/submit`)
      .send({
        usertype: 'guest',
        user: { ...GUEST_CONTACT, email },
        payments: [{ type: 'creditcard', amount: totals.total, token }],
      })
      .expect(200);
    const placed = expectShape(OrderSchema, (await api('get', `/orders/${id}`).expect(200)).body);
    const mail = db
      .prepare<[string], { subject: string; body: string }>(
        "SELECT subject, body FROM mailbox WHERE email = ? AND kind = 'order_confirmation'",
      )
      .get(email);
    if (!mail) throw new Error(`no confirmation e-mail to ${email}`);
    return { placed, mail };
  }

  const money = (amount: number) => `$${amount.toFixed(2)}`;

  it('in Spanish, for an order placed in Spanish: its lines, every amount and the card', async () => {
    const { placed, mail } = await place('es');
    const { totals } = placed;
    expect(mail.subject).toBe('Gracias por tu pedido');
    const body = mail.body.split('\n');
    expect(body[0]).toBe(`Recibimos tu pedido número ${placed.number}.`);
    expect(body).toContain('Entrega a domicilio: 500 Hillsborough St, Raleigh, 27603');
    expect(body).toContain(
      'Restaurante: Raleigh – Glenwood Ave, 4109 Glenwood Ave, Raleigh, NC 27612',
    );
    expect(body.some((line) => line.startsWith('Entrega prevista: '))).toBe(true);
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
  });

  it('in English otherwise, with the same lines', async () => {
    const { placed, mail } = await place('en-US');
    expect(mail.subject).toBe('Thanks for your order');
    const body = mail.body.split('\n');
    expect(body[0]).toBe(`We got your order number ${placed.number}.`);
    expect(body).toEqual(
      expect.arrayContaining([
        'Delivery: 500 Hillsborough St, Raleigh, 27603',
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
  });
});
