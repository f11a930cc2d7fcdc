import { COOKIES, readCookie, removeCookie } from '@qsr/shared-contracts';
import { applyAppSource, detectSiteVariant, isAppVariant } from './site-variant';

describe('§6 catering client variant', () => {
  it('is catering when the origin contains catering or 2001', () => {
    expect(detectSiteVariant('https://catering.example.com')).toBe('catering');
    expect(detectSiteVariant('http://localhost:2001')).toBe('catering');
    expect(detectSiteVariant('http://Catering.localhost:3000')).toBe('catering');
  });
  it('is mealtime otherwise', () => {
    expect(detectSiteVariant('http://localhost:3000')).toBe('mealtime');
  });
});

describe('§1 app variant', () => {
  afterEach(() => removeCookie(COOKIES.source));

  it('is the app variant when the cookie source is app', () => {
    expect(isAppVariant('app')).toBe(true);
    expect(isAppVariant('web')).toBe(false);
    expect(isAppVariant(undefined)).toBe(false);
  });
  it('a source=app query parameter sets the cookie', () => {
    expect(applyAppSource('?source=app&x=1')).toBe(true);
    expect(readCookie(COOKIES.source)).toBe('app');
    // Later pages without the parameter stay the app variant.
    expect(applyAppSource('')).toBe(true);
  });
  it('other pages without it are not the app variant', () => {
    expect(applyAppSource('?source=web')).toBe(false);
  });
  it('a malformed source cookie is no app variant, and throws nothing', () => {
    document.cookie = 'source=%E0%A4%A; path=/';
    expect(applyAppSource('')).toBe(false);
  });
});
