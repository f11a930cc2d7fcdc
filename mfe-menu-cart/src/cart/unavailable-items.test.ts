import type { Menu } from '@qsr/shared-contracts';
import { hasUnavailableItems } from './unavailable-items';

describe('§4.7 unavailable notice', () => {
  const breakfast = { name: 'breakfast', from: '00:00', until: '10:30' };
  const menu = {
    categories: [
      {
        products: [
          { id: 1, availability: { now: true } },
          { id: 2, availability: { now: false, daypart: breakfast } },
          { id: 3, availability: { now: false, unavailable: true } },
        ],
      },
    ],
  } as unknown as Menu;
  // Monday 2026-11-23 12:57 in New York.
  const afternoon = { at: Date.parse('2026-11-23T12:57:00-05:00'), timeZone: 'America/New_York' };
  it('shows when the time is asap and an item is outside its daypart then', () => {
    expect(
      hasUnavailableItems(
        { products: [{ product_id: 2 }], time: { mode: 'asap' } },
        menu,
        afternoon,
      ),
    ).toBe(true);
  });
  it('does not show for a scheduled order, items orderable then, a taken-off item or no menu', () => {
    const asap = { mode: 'asap' } as const;
    expect(
      hasUnavailableItems(
        { products: [{ product_id: 2 }], time: { mode: 'scheduled' } },
        menu,
        afternoon,
      ),
    ).toBe(false);
    expect(
      hasUnavailableItems({ products: [{ product_id: 1 }], time: asap }, menu, afternoon),
    ).toBe(false);
    // Scheduling does not bring back what the restaurant took off: the box names it instead.
    expect(
      hasUnavailableItems({ products: [{ product_id: 3 }], time: asap }, menu, afternoon),
    ).toBe(false);
    expect(
      hasUnavailableItems({ products: [{ product_id: 2 }], time: asap }, null, afternoon),
    ).toBe(false);
  });
});
