import { MAJOR_ALLERGENS, type Allergen } from '@qsr/shared-contracts';

/**
 * The allergens of a profile that something contains (a product, a choice, a line with its
 * choices), in the order of the nine.
 */
export function allergensToAvoid(
  contained: readonly string[] | undefined,
  profile: { avoid: readonly Allergen[] },
): Allergen[] {
  if (!contained || profile.avoid.length === 0) return [];
  return MAJOR_ALLERGENS.filter(
    (allergen) => profile.avoid.includes(allergen) && contained.includes(allergen),
  );
}
