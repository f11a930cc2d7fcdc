import { allergensOf, withoutAllergens } from './allergens';

const products = [
  { name: 'Tenders', allergens: ['wheat', 'milk'] },
  { name: 'Tea', allergens: [] },
  { name: 'Pie', allergens: ['egg', 'wheat'] },
  { name: 'Water' },
];

describe('nutrition filter by allergen', () => {
  it('lists each declared allergen once, sorted', () => {
    expect(allergensOf(products)).toEqual(['egg', 'milk', 'wheat']);
  });
  it('keeps the products free of every excluded allergen', () => {
    expect(withoutAllergens(products, ['wheat']).map((p) => p.name)).toEqual(['Tea', 'Water']);
    expect(withoutAllergens(products, ['milk']).map((p) => p.name)).toEqual([
      'Tea',
      'Pie',
      'Water',
    ]);
    expect(withoutAllergens(products, [])).toHaveLength(4);
  });
});
