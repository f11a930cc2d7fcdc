import type { ProductOption } from '@qsr/shared-contracts';
import {
  choiceItems,
  choicesOfLine,
  optionProblems,
  productPrice,
  withChoice,
} from './product-options';
import { aSaucesOption, aSideOption } from '@qsr/shared-contracts/testing';

const side = aSideOption();
const sauces = aSaucesOption();
const sides: ProductOption = {
  ...side,
  id: 3,
  name: 'Choose 2 Sides',
  min: 2,
  max: 2,
  maxPerChoice: 2,
};

describe('option groups: minimum, maximum and choice quantities', () => {
  it('reports a group under its minimum', () => {
    expect(optionProblems([side, sauces], {})).toEqual([{ option: side, kind: 'min' }]);
    expect(optionProblems([side, sauces], { 11: 1 })).toEqual([]);
  });
  it('reports a group over its maximum', () => {
    expect(optionProblems([sauces], { 21: 3, 22: 1 })).toEqual([{ option: sauces, kind: 'max' }]);
  });
  it('a one-choice group swaps the pick', () => {
    expect(withChoice(side, { 11: 1 }, 12, 1)).toEqual({ 12: 1 });
    expect(withChoice(side, { 11: 1 }, 11, 0)).toEqual({});
  });
  it('caps a choice by its own maximum and by what is left of the group', () => {
    expect(withChoice(sauces, {}, 21, 5)).toEqual({ 21: 3 });
    expect(withChoice(sauces, { 21: 2 }, 22, 2)).toEqual({ 21: 2, 22: 1 });
    expect(withChoice(sides, { 11: 1 }, 12, 1)).toEqual({ 11: 1, 12: 1 });
    expect(withChoice(sauces, { 21: 2 }, 21, 0)).toEqual({});
  });
  it('prices the product with its choices, in cents', () => {
    expect(productPrice({ cost: 8.99, options: [side, sauces] }, { 12: 1, 22: 2 }, 3)).toBe(29.97);
    expect(productPrice({ cost: 0.1 }, {}, 3)).toBe(0.3);
  });
  it('converts to the item shape and back from a cart line', () => {
    expect(choiceItems({ 12: 1, 22: 0, 21: 2 })).toEqual([
      { id: 12, quantity: 1 },
      { id: 21, quantity: 2 },
    ]);
    expect(
      choicesOfLine([
        { option_id: 12, name: 'Mac', quantity: 1 },
        { id: 21, name: 'R', quantity: 2 },
      ]),
    ).toEqual({
      12: 1,
      21: 2,
    });
  });
});
