import { boxQuantity } from './box-quantity';

describe('§2.3 box badge count', () => {
  it('is the total quantity of the lines', () => {
    expect(boxQuantity({ products: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(boxQuantity(null)).toBe(0);
  });
});
