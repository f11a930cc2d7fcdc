import { anOrder } from '../testing/fixtures';
import type { Order } from '../types/order';
import { sameChoices } from './same-choices';

const order: Order = {
  ...anOrder(),
  time: { mode: 'asap', earliest: '2026-11-23T12:15:00-05:00' },
};

describe('sameChoices: another read of an order, or another choice', () => {
  it('the same choices read again, priced again and stored again are the same', () => {
    const again: Order = {
      ...order,
      taxes: [{ label: 'Sales Tax', amount: 9.99 }],
      totals: { ...order.totals, tax: 9.99, total: 99.99 },
      billing: [],
      time: { mode: 'asap', earliest: '2026-11-23T12:20:00-05:00' },
      expires: Date.now() + 86_400_000,
      language: 'es',
    };
    expect(sameChoices(order, again)).toBe(true);
  });

  it('a time, a handoff, a tip, an address or a line changed elsewhere is a change', () => {
    const changes: Array<Partial<Order>> = [
      { time: { mode: 'scheduled', wanted: '2026-11-23T12:30:00-05:00' } },
      { handoff: 'dispatch' },
      { totals: { ...order.totals, tip: 2 } },
      { address: { address: '9 Oak St', city: 'Raleigh', zip: '27605' } },
      { products: [] },
    ];
    for (const change of changes) expect(sameChoices(order, { ...order, ...change })).toBe(false);
  });
});
