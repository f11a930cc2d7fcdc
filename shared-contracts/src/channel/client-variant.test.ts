import { engagementChannel } from './client-variant';
import { COOKIES, readCookie, removeCookie, writeCookie } from './cookies';

describe('§7.5 engagement channel', () => {
  it('is named Catering or Mealtime', () => {
    expect(engagementChannel('catering')).toBe('Catering');
    expect(engagementChannel('default')).toBe('Mealtime');
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
