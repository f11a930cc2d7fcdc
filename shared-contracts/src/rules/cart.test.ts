import type { Menu } from '../types/menu';
import { UNAVAILABLE_ITEMS_NOTICE, cartQuantity, hasUnavailableItems } from './cart';

describe('§2.3 box badge count', () => {
  it('is the total quantity of the lines', () => {
    expect(cartQuantity({ products: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(cartQuantity(null)).toBe(0);
  });
});

describe('§4.7 unavailable notice', () => {
  const menu = {
    categories: [
      {
        products: [
          { id: 1, availability: { now: true } },
          { id: 2, availability: { now: false } },
        ],
      },
    ],
  } as unknown as Menu;
  it('shows when an item is not available now and the time mode is asap', () => {
    expect(
      hasUnavailableItems({ products: [{ product_id: 2 }], time: { mode: 'asap' } }, menu),
    ).toBe(true);
  });
  it('does not show for a scheduled order, available items or no menu', () => {
    expect(
      hasUnavailableItems({ products: [{ product_id: 2 }], time: { mode: 'scheduled' } }, menu),
    ).toBe(false);
    expect(
      hasUnavailableItems({ products: [{ product_id: 1 }], time: { mode: 'asap' } }, menu),
    ).toBe(false);
    expect(
      hasUnavailableItems({ products: [{ product_id: 2 }], time: { mode: 'asap' } }, null),
    ).toBe(false);
  });
  it('§8 has the notice text verbatim', () => {
    expect(UNAVAILABLE_ITEMS_NOTICE).toBe(
      'You have items that are not available right now, but you can schedule your order for later at checkout.',
    );
  });
});
