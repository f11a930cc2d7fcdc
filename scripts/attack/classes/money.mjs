// Money: a customer rewriting their own requests (prices, quantities, tips, amounts, totals)
// never changes what is charged: the ordering API prices the box itself, and a submit that
// does not pay exactly that is refused.
import { askJson, bodyJson } from '../ask.mjs';
import { probe } from '../probe.mjs';

/** Raleigh – Glenwood Ave's menu and a product on it without choices (sandbox fixtures). */
const MENU = 100101;
const PRODUCT = 100101001;
const APPROVED_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123', zip: '27601' };
const GUEST = {
  first_name: 'Pat',
  last_name: 'Guest',
  email: 'pat@example.com',
  phone: '9195550123',
};

const api = (site, method, path, body) => askJson(site.url, method, `/api/v1/${path}`, body);

/** A new box with `line` in it (one plain product unless told); its id, and the add's answer. */
async function box(site, line = {}) {
  const created = bodyJson(await api(site, 'POST', 'orders/create', { menu_id: MENU }));
  if (!created?.id) throw new Error('orders/create made no box');
  const added = await api(site, 'POST', `orders/${created.id}/products`, {
    products: [{ id: PRODUCT, quantity: 1, choices: [], ...line }],
  });
  return { id: created.id, added };
}

const totalsOf = async (site, id) =>
  bodyJson(await api(site, 'POST', `orders/${id}/validate`))?.totals;

/** What one plain product costs, as the ordering API prices it. */
async function honestTotals(site) {
  const { id } = await box(site);
  return totalsOf(site, id);
}

/** Pays for the box with the approved test card; `payments(token, total)` writes the payments. */
async function submit(site, id, payments, extra = {}) {
  const total = (await totalsOf(site, id))?.total;
  const token = bodyJson(await api(site, 'POST', `orders/${id}/token`, APPROVED_CARD))?.token;
  return api(site, 'POST', `orders/${id}/submit`, {
    usertype: 'guest',
    user: GUEST,
    payments: payments(token, total),
    ...extra,
  });
}

/** Refused: the order was not placed (200 placed, 202 pending). */
const notPlaced = (seen) => seen.status !== 200 && seen.status !== 202;
const refusedChange = (seen) => seen.status >= 400 && seen.status < 500;

export default {
  name: 'money',
  probes: [
    probe(
      'prices written into a line are not what it costs',
      async (site) => {
        const honest = await honestTotals(site);
        const cheap = { price: 0.01, cost: 0.01, basecost: 0.01, totalcost: 0.01, unitcost: 0.01 };
        const { id, added } = await box(site, cheap);
        return {
          added: added.status,
          honest: honest?.subtotal,
          charged: (await totalsOf(site, id))?.subtotal,
        };
      },
      (seen) => seen.added >= 400 || (seen.honest > 0 && seen.charged === seen.honest),
    ),
    ...[
      ['a negative quantity', -1],
      ['a fractional quantity', 0.5],
      ['a zero quantity', 0],
      ['a quantity as text', '-1'],
    ].map(([what, quantity]) =>
      probe(
        `a line with ${what}`,
        async (site) => (await box(site, { quantity })).added,
        refusedChange,
      ),
    ),
    probe(
      'a line changed to a negative quantity',
      async (site) => {
        const { id, added } = await box(site);
        const line = bodyJson(added)?.products?.[0]?.id;
        return api(site, 'PUT', `orders/${id}/products`, {
          products: [{ id: line, productid: PRODUCT, quantity: -3, choices: [] }],
        });
      },
      refusedChange,
    ),
    ...[
      ['a negative tip', -5],
      ['a tip as text', '-5'],
      ['a tip of 1e9', 1e9],
    ].map(([what, amount]) =>
      probe(
        what,
        async (site) => api(site, 'PUT', `orders/${(await box(site)).id}/tip`, { amount }),
        refusedChange,
      ),
    ),
    probe(
      'a submit paying a cent less than the total',
      async (site) =>
        submit(site, (await box(site)).id, (token, total) => [
          { type: 'creditcard', amount: Math.round(total * 100 - 1) / 100, token },
        ]),
      notPlaced,
    ),
    probe(
      'a submit paying a cent, with totals and a discount of its own',
      async (site) =>
        submit(
          site,
          (await box(site)).id,
          (token) => [{ type: 'creditcard', amount: 0.01, token }],
          { totals: { subtotal: 0.01, total: 0.01 }, discount: 1000, total: 0.01 },
        ),
      notPlaced,
    ),
    probe(
      'a submit whose second payment is negative (the sum is the total)',
      async (site) =>
        submit(site, (await box(site)).id, (token, total) => [
          { type: 'creditcard', amount: total + 5, token },
          { type: 'creditcard', amount: -5, token },
        ]),
      notPlaced,
    ),
    probe(
      'a box grown after its total was read, paid at the old total',
      async (site) => {
        const { id } = await box(site);
        const before = (await totalsOf(site, id))?.total;
        const token = bodyJson(await api(site, 'POST', `orders/${id}/token`, APPROVED_CARD))?.token;
        await api(site, 'POST', `orders/${id}/products`, {
          products: [{ id: PRODUCT, quantity: 5, choices: [] }],
        });
        return api(site, 'POST', `orders/${id}/submit`, {
          usertype: 'guest',
          user: GUEST,
          payments: [{ type: 'creditcard', amount: before, token }],
        });
      },
      notPlaced,
    ),
  ],
};
