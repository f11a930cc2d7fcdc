import { slugify } from './slug';

describe('§5 slugs', () => {
  it('lower-cases and puts dashes for spaces and punctuation', () => {
    expect(slugify('Cajun Filet Biscuit')).toBe('cajun-filet-biscuit');
    expect(slugify("Chick'n  Biscuits!")).toBe('chick-n-biscuits');
    expect(slugify('  Bo-Berry® Biscuit, 2 pc. ')).toBe('bo-berry-biscuit-2-pc');
  });
  it('keeps letters of other languages', () => {
    expect(slugify('Menú Español')).toBe('menú-español');
  });
  it('is empty for nothing but punctuation', () => {
    expect(slugify(' ... ')).toBe('');
  });
});
