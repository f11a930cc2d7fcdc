import { nameFromSlug } from './page-name';

describe('marketing page names', () => {
  it('turns a slug into a name', () => {
    expect(nameFromSlug('our-story')).toBe('Our Story');
    expect(nameFromSlug('welcometobiscuits')).toBe('Welcometobiscuits');
  });
});
