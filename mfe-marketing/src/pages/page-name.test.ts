import { nameFromSlug, pageNameKey } from './page-name';

describe('marketing page names', () => {
  it('turns a slug into a name', () => {
    expect(nameFromSlug('our-story')).toBe('Our Story');
    expect(nameFromSlug('welcometobiscuits')).toBe('Welcometobiscuits');
  });
  it('knows the routes that have a name of their own', () => {
    expect(pageNameKey('refund')).toBe('refund');
    expect(pageNameKey('content-page')).toBeNull();
  });
});
