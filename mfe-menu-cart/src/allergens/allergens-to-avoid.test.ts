import { allergensToAvoid } from './allergens-to-avoid';

describe('allergens to avoid', () => {
  it('names those of the profile that a product contains, in the order of the nine', () => {
    expect(
      allergensToAvoid(['wheat', 'soy', 'milk'], { avoid: ['soy', 'milk', 'peanut'] }),
    ).toEqual(['milk', 'soy']);
  });

  it('names none for an empty profile or a product that declares nothing', () => {
    expect(allergensToAvoid(['milk'], { avoid: [] })).toEqual([]);
    expect(allergensToAvoid(undefined, { avoid: ['milk'] })).toEqual([]);
  });
});
