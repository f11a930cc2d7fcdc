import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import money from './money.mjs';

let server;
afterEach(() => server?.close());

const PRICE = 6.49;
const cents = (amount) => Math.round(amount * 100);
const goodQuantity = (line) => Number.isInteger(line.quantity) && line.quantity >= 1;

/** A box's totals, priced by the API (or, `flaws.clientPrice`, by the line). */
function totals(box, flaws) {
  const subtotal = box.reduce(
    (sum, line) => sum + (flaws.clientPrice && line.price ? line.price : PRICE) * line.quantity,
    0,
  );
  return { subtotal, total: cents(subtotal * 1.075) / 100 };
}

/** A submit pays the box's total exactly, in positive payments (`flaws.sumOnly`: in sum). */
function paid(box, payments, flaws) {
  const sum = payments.reduce((s, p) => s + cents(p.amount), 0);
  const positive = flaws.sumOnly || payments.every((p) => p.amount > 0);
  return (
    positive && payments.every((p) => p.token === 'tok') && sum === cents(totals(box, flaws).total)
  );
}

/** The ordering API through the BFF, pricing every box itself. */
function api(flaws = {}) {
  const boxes = new Map();
  return (asked) => {
    const [, id, call] = /^\/api\/v1\/orders\/([^/]+)\/?(\w*)/.exec(asked.url);
    const body = asked.body ? JSON.parse(asked.body) : {};
    if (id === 'create') {
      boxes.set(`o${boxes.size}`, []);
      return { body: { id: `o${boxes.size - 1}` } };
    }
    const box = boxes.get(id);
    if (call === 'products') {
      if (!body.products.every(goodQuantity)) return { status: 400 };
      box.push(...body.products);
      return { body: { products: box.map((_, i) => ({ id: i })) } };
    }
    if (call === 'validate') return { body: { totals: totals(box, flaws) } };
    if (call === 'tip')
      return {
        status:
          typeof body.amount === 'number' && body.amount >= 0 && body.amount < 100 ? 200 : 400,
      };
    if (call === 'token') return { body: { token: 'tok' } };
    if (flaws.pendsAll) return { status: 202, body: { status: 'pending' } };
    return { status: paid(box, body.payments, flaws) ? 200 : 400 };
  };
}

describe('money', () => {
  it('holds against an API that prices the box and wants it paid exactly', async () => {
    server = await serve(api());
    const result = await runClass(money, { name: 'one BFF', url: server.url });
    expect(result).toMatchObject({ tried: 13, refused: 13, through: [] });
    expect(server.asked.at(-1).body).toContain('"amount":6.98');
  });

  it('names prices taken from the line, with what it charged', async () => {
    server = await serve(api({ clientPrice: true }));
    const result = await runClass(money, { name: 'one BFF', url: server.url });
    expect(result.through).toEqual([
      {
        name: 'prices written into a line are not what it costs',
        saw: `{"added":200,"honest":${PRICE},"charged":0.01}`,
      },
    ]);
  });

  it('names a submit whose payments only add up to the total', async () => {
    server = await serve(api({ sumOnly: true }));
    const result = await runClass(money, { name: 'one BFF', url: server.url });
    expect(result.through.map((t) => t.name)).toEqual([
      'a submit whose second payment is negative (the sum is the total)',
    ]);
  });

  it('names every submit left pending instead of refused', async () => {
    server = await serve(api({ pendsAll: true }));
    const result = await runClass(money, { name: 'one BFF', url: server.url });
    expect(result.through.map((t) => t.name)).toEqual([
      'a submit paying a cent less than the total',
      'a submit paying a cent, with totals and a discount of its own',
      'a submit whose second payment is negative (the sum is the total)',
      'a box grown after its total was read, paid at the old total',
    ]);
  });

  it('proves nothing when no box is made', async () => {
    server = await serve(() => ({ status: 503 }));
    const result = await runClass(money, { name: 'one BFF', url: server.url });
    expect(result.through[0].saw).toBe('the probe failed: orders/create made no box');
  });
});
