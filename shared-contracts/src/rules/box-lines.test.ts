import { aLine } from '../testing/fixtures';
import { additionTo, MOST_OF_A_LINE } from './box-lines';

const sauce = { option_id: 5, name: 'Comeback sauce', quantity: 2 };
const pickles = { option_id: 6, name: 'Extra pickles', quantity: 1 };
const biscuit = aLine({ id: 900, product_id: 77, quantity: 2, choices: [sauce, pickles] });
const item = (overrides = {}) => ({
  id: 77,
  quantity: 1,
  choices: [
    { id: 6, quantity: 1 },
    { id: 5, quantity: 2 },
  ],
  isupsell: false,
  ...overrides,
});

describe('items added to a box', () => {
  it('raise the line of the same product with the same choices, in any order', () => {
    expect(additionTo([biscuit], [item({ quantity: 3 })])).toEqual({
      raise: [
        {
          id: 900,
          quantity: 5,
          choices: [
            { id: 5, quantity: 2 },
            { id: 6, quantity: 1 },
          ],
        },
      ],
      add: [],
    });
  });

  it.each([
    ['another product', item({ id: 78 })],
    [
      'another quantity of a choice',
      item({
        choices: [
          { id: 5, quantity: 1 },
          { id: 6, quantity: 1 },
        ],
      }),
    ],
    ['a choice less', item({ choices: [{ id: 5, quantity: 2 }] })],
    ['instructions the line has not', item({ instructions: 'No pickles' })],
  ])('make a line of their own with %s', (_, other) => {
    expect(additionTo([biscuit], [other])).toEqual({ raise: [], add: [other] });
  });

  it('take blank instructions as none', () => {
    expect(additionTo([biscuit], [item({ instructions: '  ' })]).raise).toHaveLength(1);
    const noted = aLine({ ...biscuit, instructions: 'Well done' });
    expect(additionTo([noted], [item({ instructions: ' Well done ' })]).raise).toHaveLength(1);
  });

  it('added together, identical ones make one line, and each line is raised once', () => {
    const tea = { id: 71, quantity: 1, choices: [], isupsell: false };
    expect(additionTo([biscuit], [tea, item(), tea, item()])).toEqual({
      raise: [expect.objectContaining({ id: 900, quantity: 4 })],
      add: [{ ...tea, quantity: 2 }],
    });
  });

  it(`never take a line past ${MOST_OF_A_LINE}: the rest is a line of its own`, () => {
    const full = aLine({ ...biscuit, quantity: 98 });
    expect(additionTo([full], [item({ quantity: 2 })])).toEqual({
      raise: [],
      add: [item({ quantity: 2 })],
    });
  });

  it('leave the items given as they were', () => {
    const given = item();
    additionTo([], [given, item()]);
    expect(given.quantity).toBe(1);
  });
});
