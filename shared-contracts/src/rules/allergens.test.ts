import { isAllergen, MAJOR_ALLERGENS } from './allergens';

describe('the allergens of a profile', () => {
  it('are the nine major US allergens', () => {
    expect(MAJOR_ALLERGENS).toHaveLength(9);
    expect(isAllergen('sesame')).toBe(true);
    expect(isAllergen('gluten')).toBe(false);
  });
});
