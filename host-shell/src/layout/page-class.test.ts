import { pageClass, siteClasses } from './page-class';

describe('§2.2 page class', () => {
  it('derives the class from the path', () => {
    expect(pageClass('/')).toBe('page-home');
    expect(pageClass('/about/our-story/')).toBe('page-about-our-story');
    expect(pageClass('/Menu/Nutrition')).toBe('page-menu-nutrition');
  });
  it('adds the global class when set', () => {
    expect(siteClasses('host-site', pageClass('/'), 'boberry-week')).toBe(
      'host-site page-home boberry-week',
    );
    expect(siteClasses('host-site', pageClass('/'), '')).toBe('host-site page-home');
  });
});
