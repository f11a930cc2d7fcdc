import { anOrder } from '../testing/fixtures';
import type { Order } from '../types/order';
import { totalsDue } from './totals-due';

const totals = (extra: Partial<Order['totals']>) => ({ ...anOrder().totals, ...extra });

describe('what a box’s totals ask of it', () => {
  it('a tip chosen as a share is that share of the subtotal as it is now', () => {
    const box = anOrder({ tip_share: 0.15, totals: totals({ subtotal: 20, tip: 3 }) });
    expect(totalsDue(box)).toBeNull();
    expect(totalsDue({ ...box, totals: totals({ subtotal: 30, tip: 3 }) })).toEqual({ tip: 4.5 });
    // An amount (or none) stays what it is.
    expect(
      totalsDue({ ...box, tip_share: null, totals: totals({ subtotal: 30, tip: 3 }) }),
    ).toBeNull();
  });

  it('§5 a round-up takes the total to the next dollar, once the tip is right', () => {
    const box = anOrder({
      totals: totals({ subtotal: 20, tax: 1.4, tip: 0 }),
      donations: [{ id: 1, amount: 0.6 }],
    });
    expect(totalsDue(box)).toBeNull();
    expect(totalsDue({ ...box, donations: [{ id: 1, amount: 0.3 }] })).toEqual({
      donation: 1,
      roundUp: 0.6,
    });
    // None chosen, nothing to follow; a stale tip first: the round-up counts it.
    expect(totalsDue({ ...box, donations: [{ id: 1, amount: 0 }] })).toBeNull();
    expect(totalsDue({ ...box, tip_share: 0.2, donations: [{ id: 1, amount: 0.3 }] })).toEqual({
      tip: 4,
    });
  });
});
