import { mobileMenuBottomLinks, mobileMenuLinks } from './mobile-menu-items';

const labels = (items: Array<{ label: string }>) => items.map((item) => item.label);

describe('§2.5 mobile menu links', () => {
  it('guest on the consumer site', () => {
    expect(labels(mobileMenuLinks('default', false))).toEqual([
      'menu',
      'locations',
      'careers',
      'aboutUs',
      'franchising',
      'catering',
      'merchStore',
      'foundation',
      'community',
      'contactUs',
    ]);
  });
  it('a member on the consumer site also sees Offers', () => {
    expect(labels(mobileMenuLinks('default', true))).toContain('offers');
  });
  it('catering reads Catering Menu to /#catering-menu, adds Bo Time Moments, never Offers', () => {
    const links = mobileMenuLinks('catering', true);
    expect(links[0]).toEqual({ to: '/#catering-menu', label: 'cateringMenu' });
    expect(labels(links)).toContain('boTimeMoments');
    expect(labels(links)).not.toContain('offers');
  });
  it('bottom links: Gift Cards and Nutrition only outside catering', () => {
    expect(labels(mobileMenuBottomLinks('default'))).toEqual([
      'termsOfUse',
      'privacyPolicy',
      'giftCards',
      'nutrition',
    ]);
    expect(labels(mobileMenuBottomLinks('catering'))).toEqual(['termsOfUse', 'privacyPolicy']);
  });
});
