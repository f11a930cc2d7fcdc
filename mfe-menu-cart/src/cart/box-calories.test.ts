import type { CartProduct } from '@qsr/shared-contracts';
import { aLine } from '@qsr/shared-contracts/testing';
import { productCalories } from '../product/product-options';
import { boxCalories, type ProductCalories } from './box-calories';

const tenders: ProductCalories = {
  id: 1,
  calories: 360,
  options: [
    {
      min: 0,
      max: 3,
      choices: [
        { id: 101, calories: 110 },
        { id: 102, calories: 70 },
      ],
    },
  ],
};
const tea: ProductCalories = { id: 2, calories: 180 };
const line = (
  product_id: number,
  quantity: number,
  choices: CartProduct['choices'] = [],
): Pick<CartProduct, 'product_id' | 'quantity' | 'choices'> => ({ product_id, quantity, choices });

describe("the box's calories, from the menu as the lines are priced", () => {
  it("adds each line's product and choices, times the line's quantity", () => {
    const lines = [
      line(1, 2, [
        { option_id: 101, name: 'Honey Mustard', quantity: 2 },
        { id: 102, name: 'Smoky BBQ', quantity: 1 },
      ]),
      line(2, 3),
    ];
    expect(boxCalories(lines, [tenders, tea])).toBe((360 + 220 + 70) * 2 + 180 * 3);
  });
  it('says nothing for an empty box, or when a line has no figure on the menu', () => {
    expect(boxCalories([], [tenders])).toBeNull();
    expect(boxCalories([line(1, 1), line(3, 1)], [tenders, tea])).toBeNull();
    expect(boxCalories([line(1, 1)], [{ id: 1, calories: undefined }])).toBeNull();
  });
});

describe('the box and the product page read one item alike', () => {
  it('gives a line the calories the page showed for its choices, times its quantity', () => {
    const chosen = { 101: 2, 102: 1 };
    const shown = productCalories(tenders, chosen);
    const line = aLine({
      product_id: 1,
      quantity: 3,
      choices: [
        { option_id: 101, name: 'Honey Mustard', quantity: 2 },
        { option_id: 102, name: 'Smoky BBQ', quantity: 1 },
      ],
    });
    expect(shown).toEqual({ low: 650, high: 650 });
    expect(boxCalories([line], [tenders])).toBe(shown!.low * 3);
  });
});
