import type { CartProduct } from '@qsr/shared-contracts';
import { boxCalories, type ProductCalories } from './box-calories';

const tenders: ProductCalories = {
  id: 1,
  calories: 360,
  options: [
    {
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
