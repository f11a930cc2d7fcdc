import { startLanguage } from '../i18n/start-language';
import { LANGUAGES } from '../types/language';
import { queryLanguageCookie, requestLanguage, requestRestaurant } from './first-screen';

describe('the reader’s language as the server knows it (first screen)', () => {
  it('prefers the parameter, then the language cookie, then the default', () => {
    expect(requestLanguage('?lang=en', { 'qsr-lang': 'es' })).toBe('en-US');
    expect(requestLanguage('', { a: '1', 'qsr-lang': 'es' })).toBe('es');
    expect(requestLanguage('', { 'qsr-lang': 'klingon' })).toBe('en-US');
    expect(requestLanguage('', { 'qsr-lang': '%E0%A4%A' })).toBe('en-US');
    expect(requestLanguage('', {})).toBe('en-US');
  });
});

describe('the language cookie a `lang` parameter sets (§4.11)', () => {
  const searches = [
    '?lang=es',
    '?lang=ES',
    '?lang=es-MX',
    '?lang=en',
    '?l%61ng=es',
    '?lang=es&lang=en-US',
    '?a=1&lang=es',
    '?lang=fr',
    '?lang=',
    '?lang',
    '?language=es',
    '',
  ];

  it('names the language the parameter names, and none for anything else', () => {
    expect(queryLanguageCookie('?lang=es-MX')).toEqual({ name: 'qsr-lang', value: 'es' });
    expect(queryLanguageCookie('?lang=en')).toEqual({ name: 'qsr-lang', value: 'en-US' });
    for (const search of ['?lang=fr', '?lang=', '?lang', '?language=es', ''])
      expect(queryLanguageCookie(search)).toBeNull();
  });

  it.each(searches)(
    'agrees with the language the host starts in whatever was chosen before: %s',
    (search) => {
      const cookie = queryLanguageCookie(search);
      for (const chosen of LANGUAGES) {
        // The host's boot reads the parameter as the page's own URL has it (boot-state.ts).
        const host = startLanguage({ query: new URLSearchParams(search).get('lang'), chosen });
        expect(cookie?.value ?? chosen).toBe(host);
        // And the server's first screen, with the cookie it has just set.
        const next = cookie ? { [cookie.name]: cookie.value } : { 'qsr-lang': chosen };
        expect(requestLanguage('', next)).toBe(host);
      }
    },
  );
});

describe('the chosen restaurant as the server knows it (first screen)', () => {
  it('reads the restaurant cookie, and nothing that is not an id', () => {
    expect(requestRestaurant({ a: '1', 'qsr-restaurant': '101' })).toBe(101);
    expect(requestRestaurant({ 'qsr-restaurant': 'abc' })).toBeUndefined();
    expect(requestRestaurant({ 'qsr-restaurant': '-3' })).toBeUndefined();
    expect(requestRestaurant({ 'qsr-restaurant': '%E0%A4%A' })).toBeUndefined();
    expect(requestRestaurant({})).toBeUndefined();
  });
});
