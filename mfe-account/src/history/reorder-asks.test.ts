import { aLocation, anOrder } from '@qsr/shared-contracts/testing';
import { reorderAsks } from './reorder-asks';
import type { ReorderPlan } from './reorder-plan';

describe('§4.1 a reorder asks before it changes what the customer has', () => {
  const raleigh = aLocation({ id: 12, menu_id: 500 });
  const plan: ReorderPlan = {
    rebuilt: anOrder({ id: 'past', menu_id: 500 }),
    from: raleigh,
    current: null,
    boxItems: 0,
    boxAt: null,
  };
  it('asks nothing of an empty box with no other restaurant chosen', () => {
    expect(reorderAsks(plan)).toBe(false);
  });
  it('asks about a box with items, or another restaurant', () => {
    expect(reorderAsks({ ...plan, boxItems: 1, boxAt: raleigh })).toBe(true);
    expect(reorderAsks({ ...plan, current: aLocation({ id: 13, menu_id: 600 }) })).toBe(true);
  });
});
