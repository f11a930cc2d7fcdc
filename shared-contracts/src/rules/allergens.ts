/**
 * The nine major food allergens of US law (FALCPA, and sesame by the FASTER Act), as the
 * ordering API names them in a product's and a choice's `allergens`.
 */
export const MAJOR_ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'shellfish',
  'tree-nuts',
  'peanut',
  'wheat',
  'soy',
  'sesame',
] as const;

export type Allergen = (typeof MAJOR_ALLERGENS)[number];

export const isAllergen = (value: unknown): value is Allergen =>
  (MAJOR_ALLERGENS as readonly unknown[]).includes(value);

/**
 * What a customer avoids: the allergens they picked (kept on the device), and whether the menu
 * hides the items that contain one, rather than flag them.
 */
export interface AllergenProfile {
  avoid: Allergen[];
  hide: boolean;
}

export const NO_ALLERGEN_PROFILE: AllergenProfile = { avoid: [], hide: false };
