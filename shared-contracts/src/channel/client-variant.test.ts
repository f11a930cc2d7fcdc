import {
  applyAppSource,
  detectSiteVariant,
  engagementChannel,
  isAppVariant,
} from './client-variant';
import { COOKIES, readCookie, removeCookie, writeCookie } from './cookies';

describe('§6 catering client variant', () => {
  it('is catering when the origin contains catering or 2001', () => {
    expect(detectSiteVariant('https://catering.example.com')).toBe('catering');
    expect(detectSiteVariant('http://localhost:2001')).toBe('catering');
    expect(detectSiteVariant('http://Catering.localhost:3000')).toBe('catering');
  });
  it('is mealtime otherwise', () => {
    expect(detectSiteVariant('http://localhost:3000')).toBe('mealtime');
  });
  it('§7.5 names the engagement channel Catering or Mealtime', () => {
    expect(engagementChannel('catering')).toBe('Catering');
    expect(engagementChannel('default')).toBe('Mealtime');
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

describe('§9 cookies', () => {
  afterEach(() => {
    for (const name of ['location-confirmed', 'exit-catering', 'qsr-lang', '%E0%A4%A']) {
      document.cookie = `${name}=; max-age=0; path=/`;
    }
  });

  it('writes a site-wide cookie and reads it back', () => {
    writeCookie(COOKIES.locationConfirmed, 'true');
    writeCookie(COOKIES.exitCatering, 'opened', 1);
    expect(readCookie('location-confirmed')).toBe('true');
    expect(readCookie('exit-catering')).toBe('opened');
    expect(readCookie('missing')).toBeUndefined();
    removeCookie(COOKIES.locationConfirmed);
    expect(readCookie('location-confirmed')).toBeUndefined();
  });
  it('reads a malformed cookie as absent and the others as they are', () => {
    document.cookie = 'qsr-lang=%E0%A4%A; path=/';
    document.cookie = '%E0%A4%A=x; path=/';
    writeCookie(COOKIES.exitCatering, 'opened');
    expect(readCookie(COOKIES.language)).toBeUndefined();
    expect(readCookie(COOKIES.exitCatering)).toBe('opened');
  });
  it('encodes what it writes and decodes it back', () => {
    writeCookie(COOKIES.language, 'a b;c%');
    expect(document.cookie).not.toContain('a b;c%');
    expect(readCookie(COOKIES.language)).toBe('a b;c%');
  });
});
