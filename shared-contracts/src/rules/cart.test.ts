import { cartQuantity } from './cart';

describe('§2.3 box badge count', () => {
  it('is the total quantity of the lines', () => {
    expect(cartQuantity({ products: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(cartQuantity(null)).toBe(0);
  });
});
