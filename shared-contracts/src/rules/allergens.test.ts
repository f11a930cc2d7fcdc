import { allergensToAvoid, isAllergen, MAJOR_ALLERGENS } from './allergens';

describe('allergens to avoid', () => {
  it('are the nine major US allergens', () => {
    expect(MAJOR_ALLERGENS).toHaveLength(9);
    expect(isAllergen('sesame')).toBe(true);
    expect(isAllergen('gluten')).toBe(false);
  });

  it('names those of the profile that a product contains, in the order of the nine', () => {
    const profile = { avoid: ['soy', 'milk', 'peanut'] as const };
    expect(allergensToAvoid(['wheat', 'soy', 'milk'], { avoid: [...profile.avoid] })).toEqual([
      'milk',
      'soy',
    ]);
  });

  it('names none for an empty profile or a product that declares nothing', () => {
    expect(allergensToAvoid(['milk'], { avoid: [] })).toEqual([]);
    expect(allergensToAvoid(undefined, { avoid: ['milk'] })).toEqual([]);
  });
});
