import type { ProductOption } from '@qsr/shared-contracts';
import {
  choiceItems,
  choicesOfLine,
  optionProblems,
  productCalories,
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

describe('live calories: the product with what is chosen, a range while a required group is open', () => {
  const withCalories = (option: ProductOption, calories: number[]): ProductOption => ({
    ...option,
    choices: option.choices.map((choice, index) => ({ ...choice, calories: calories[index] })),
  });
  // Fries 320, Mac & Cheese 290; sauces Ranch 140, BBQ 70; two sides of 320 and 290, twice each.
  const meal = {
    calories: 500,
    options: [withCalories(side, [320, 290]), withCalories(sauces, [140, 70])],
  };

  it('is a range from the lightest to the heaviest required pick, optional choices left out', () => {
    expect(productCalories(meal, {})).toEqual({ low: 790, high: 820 });
  });
  it('is one figure once every required group is met; optional choices add as picked', () => {
    expect(productCalories(meal, { 12: 1 })).toEqual({ low: 790, high: 790 });
    expect(productCalories(meal, { 11: 1, 21: 2, 22: 1 })).toEqual({ low: 1170, high: 1170 });
  });
  it('counts the picks a group still needs, each choice as often as the group allows', () => {
    const two = { calories: 100, options: [withCalories(sides, [320, 290])] };
    expect(productCalories(two, {})).toEqual({ low: 680, high: 740 });
    expect(productCalories(two, { 11: 1 })).toEqual({ low: 710, high: 740 });
    expect(productCalories(two, { 11: 2 })).toEqual({ low: 740, high: 740 });
    const once = {
      calories: 100,
      options: [{ ...withCalories(sides, [320, 290]), maxPerChoice: 1 }],
    };
    expect(productCalories(once, {})).toEqual({ low: 710, high: 710 });
  });
  it('says nothing when the menu gives no calories', () => {
    expect(productCalories({ options: [side] }, {})).toBeNull();
  });
});
