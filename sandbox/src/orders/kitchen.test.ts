import request from 'supertest';
import { formatPromised, ORDERING_CALLS } from '@qsr/shared-contracts/core';
import { ErrorBodySchema, OrderSchema } from '../contract/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/members';
import { groupOrders } from '../testing/groups';
import {
  expectShape,
  placeOrder,
  RALEIGH_MENU,
  RALEIGH_PLAIN_PRODUCT,
  seededApp,
  signIn,
  testClock,
  V1,
} from '../testing/support';

const RALEIGH_ZONE = 'America/New_York';
/** The 2 Piece Tenders' Honey Mustard dipping sauce. */
const HONEY_MUSTARD = 1001010010101;

describe('the kitchen’s ticket of a placed order: what to make, by whose it is, no prices', () => {
  const clock = testClock();
  const { app, db } = seededApp({ now: clock.now });
  afterAll(() => db.close());
  const { hostBox, join, add } = groupOrders(app, clock);

  const ticket = (id: string, language = 'en-US') =>
    request(app).get(`/kitchen/orders/${id}`).set('accept-language', language);

  /** The host's own tenders with a sauce and their words, to go with the guests' parts. */
  const hostAdds = (id: string) =>
    request(app)
      .post(`${V1}/orders/${id}/products`)
      .send({
        products: [
          {
            id: RALEIGH_PLAIN_PRODUCT,
            quantity: 1,
            choices: [{ id: HONEY_MUSTARD, quantity: 1 }],
            instructions: 'Extra crispy',
          },
        ],
      })
      .expect(200);

  /** A group order placed: Ana's line, the host's, Ben's, then Ana's second. */
  async function placedGroup() {
    const { box, group } = await hostBox();
    const ana = await join(group.token, 'Ana');
    const ben = await join(group.token, 'Ben');
    await add(group.token, ana.secret, 'Buttermilk Biscuit', 2).expect(200);
    await hostAdds(box.id);
    await add(group.token, ben.secret, 'Cinnamon Biscuit Bites').expect(200);
    await add(group.token, ana.secret, 'Honey Butter Biscuit').expect(200);
    await placeOrder(app, box.id);
    const placed = (await request(app).get(`${V1}/orders/${box.id}`).expect(200)).body;
    return expectShape(OrderSchema, placed);
  }

  it('groups a group order’s lines: the host’s first, then each guest’s as their lines came', async () => {
    const placed = await placedGroup();
    const res = await ticket(placed.id).expect(200);
    expect(res.type).toBe('text/plain');
    const promised = formatPromised(placed.time.earliest!, RALEIGH_ZONE, 'en-US');
    expect(res.text.split('\n')).toEqual([
      `Order number: ${placed.number}`,
      'Pickup',
      `Ready by: ${promised}`,
      '',
      'Host’s items',
      '1 × 2 Piece Tenders',
      '    Honey Mustard',
      '    “Extra crispy”',
      '',
      'Ana',
      '2 × Buttermilk Biscuit',
      '1 × Honey Butter Biscuit',
      '',
      'Ben',
      '1 × Cinnamon Biscuit Bites',
    ]);
    expect(res.text).not.toContain('$');
  });

  it('in Spanish for a kitchen that asks: the menu’s names translated, the guests’ and the words kept', async () => {
    const placed = await placedGroup();
    const { text } = await ticket(placed.id, 'es').expect(200);
    const promised = formatPromised(placed.time.earliest!, RALEIGH_ZONE, 'es');
    expect(text.split('\n')).toEqual([
      `Número de pedido: ${placed.number}`,
      'Recoger',
      `Listo para: ${promised}`,
      '',
      'Artículos de quien organiza',
      '1 × 2 tiras de pollo',
      '    Miel mostaza',
      '    “Extra crispy”',
      '',
      'Ana',
      '2 × Bísquet de suero de leche',
      '1 × Bísquet con mantequilla de miel',
      '',
      'Ben',
      '1 × Bocaditos de bísquet con canela',
    ]);
  });

  it('lists an order without guests as one list, with no part named', async () => {
    const { id } = (
      await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU }).expect(200)
    ).body as { id: string };
    await hostAdds(id);
    await placeOrder(app, id);
    const lines = (await ticket(id).expect(200)).text.split('\n');
    expect(lines.slice(4)).toEqual([
      '1 × 2 Piece Tenders',
      '    Honey Mustard',
      '    “Extra crispy”',
    ]);
  });

  it('reads a member’s order too, which the public API shows only to its member', async () => {
    const demo = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const { id } = (
      await request(app)
        .post(`${V1}/orders/create`)
        .set('x-ordering-token', demo.ordering)
        .send({ menu_id: RALEIGH_MENU })
        .expect(200)
    ).body as { id: string };
    await request(app).get(`${V1}/orders/${id}`).expect(404);
    // Not placed yet, rather than not found.
    expect((await ticket(id)).body).toMatchObject({ code: 236 });
  });

  it('has no ticket for an order not placed, cancelled, or unknown', async () => {
    const refusal = async (id: string) => {
      const res = await ticket(id);
      return { status: res.status, ...expectShape(ErrorBodySchema, res.body) };
    };
    const { box } = await hostBox();
    expect(await refusal(box.id)).toMatchObject({ status: 400, code: 236 });
    expect(await refusal('no-such-order')).toMatchObject({ status: 404, code: 130 });
    await hostAdds(box.id);
    await placeOrder(app, box.id);
    // Cancelled before the kitchen started it: nothing to make.
    await request(app).delete(`${V1}/orders/${box.id}`).expect(204);
    expect(await refusal(box.id)).toEqual({
      status: 410,
      code: 410,
      message: 'This order was cancelled.',
    });
  });

  it('is the restaurant’s, never the public’s: no call of the BFF’s table leads to it', () => {
    const paths = Object.values(ORDERING_CALLS).map((call) => call.path);
    expect(paths.filter((path) => path.includes('kitchen'))).toEqual([]);
  });
});
