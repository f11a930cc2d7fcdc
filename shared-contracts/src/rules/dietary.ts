/**
 * What the ordering API says of a product as it is served, in its `dietary`: `vegetarian` (no
 * meat, poultry or fish in its recipe, as it comes) and `spicy`. Not a claim of `gluten-free` or
 * the like: every kitchen fries in shared oil.
 */
export const DIETARY_FLAGS = ['vegetarian', 'spicy'] as const;

export type DietaryFlag = (typeof DIETARY_FLAGS)[number];

export const isDietaryFlag = (value: unknown): value is DietaryFlag =>
  (DIETARY_FLAGS as readonly unknown[]).includes(value);
