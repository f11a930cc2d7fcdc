import { siteLanguageOf, startLanguage } from './start-language';

describe('the language a page starts in', () => {
  it.each(['es', 'es-MX', 'es-US', 'es-419', 'ES-mx'])('any Spanish (%s) is Spanish', (tag) => {
    expect(siteLanguageOf(tag)).toBe('es');
    expect(startLanguage({ preferred: [tag] })).toBe('es');
  });

  it('any English is English, and a language the site does not speak is none', () => {
    expect(siteLanguageOf('en')).toBe('en-US');
    expect(siteLanguageOf('en-GB')).toBe('en-US');
    expect(siteLanguageOf('fr-CA')).toBeUndefined();
    expect(siteLanguageOf('*')).toBeUndefined();
  });

  it('follows the first of the browser’s languages the site speaks, else English', () => {
    expect(startLanguage({ preferred: ['fr-CA', 'es-MX', 'en'] })).toBe('es');
    expect(startLanguage({ preferred: ['en-GB', 'es'] })).toBe('en-US');
    expect(startLanguage({ preferred: ['fr'] })).toBe('en-US');
    expect(startLanguage({})).toBe('en-US');
  });

  it('lets a chosen language win over the browser’s, and the lang parameter over both', () => {
    expect(startLanguage({ chosen: 'en-US', preferred: ['es-MX'] })).toBe('en-US');
    expect(startLanguage({ chosen: 'klingon', preferred: ['es-MX'] })).toBe('es');
    expect(startLanguage({ query: 'en', chosen: 'es', preferred: ['es-MX'] })).toBe('en-US');
    expect(startLanguage({ query: 'es-MX', chosen: 'en-US' })).toBe('es');
  });
});
