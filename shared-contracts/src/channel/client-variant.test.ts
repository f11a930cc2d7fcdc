import {
  applyAppSource,
  detectSiteVariant,
  engagementChannel,
  isAppVariant,
} from './client-variant';
import { COOKIES, readCookie, writeCookie } from './cookies';

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
  const jar = () => {
    const cookies = new Map<string, string>();
    return {
      get cookie() {
        return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(text: string) {
        const [pair] = text.split(';');
        const [key, value] = (pair as string).split('=');
        cookies.set(key as string, value as string);
      },
    };
  };
  it('is the app variant when the cookie source is app', () => {
    expect(isAppVariant('a=1; source=app')).toBe(true);
    expect(isAppVariant('source=web')).toBe(false);
    expect(isAppVariant('')).toBe(false);
  });
  it('a source=app query parameter sets the cookie', () => {
    const doc = jar();
    expect(applyAppSource('?source=app&x=1', doc)).toBe(true);
    expect(readCookie(doc.cookie, COOKIES.source)).toBe('app');
    // Later pages without the parameter stay the app variant.
    expect(applyAppSource('', doc)).toBe(true);
  });
  it('other pages without it are not the app variant', () => {
    expect(applyAppSource('?source=web', jar())).toBe(false);
  });
});

describe('§9 cookies', () => {
  it('writes a site-wide cookie and reads it back', () => {
    writeCookie(document, COOKIES.locationConfirmed, 'true');
    writeCookie(document, COOKIES.exitCatering, 'opened', 60);
    expect(readCookie(document.cookie, 'location-confirmed')).toBe('true');
    expect(readCookie(document.cookie, 'exit-catering')).toBe('opened');
    expect(readCookie(document.cookie, 'missing')).toBeUndefined();
  });
});
