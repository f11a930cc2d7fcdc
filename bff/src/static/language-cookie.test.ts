import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { tempDir, testConfig, writeFile } from '../test-support/helpers';

/** The language cookie a page's answer sets, as the browser would store it; undefined without. */
function languageCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('qsr-lang='));
}

const pageLanguage = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('§4.11 a page’s lang parameter is kept for the pages after it', () => {
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    const hostDist = tempDir('host');
    writeFile(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html lang="en-US"><head><title>t</title></head><body></body></html>',
    );
    app = createApp(testConfig({ HOST_DIST: hostDist }));
  });

  const page = (url: string) => request(app).get(url).set('accept', 'text/html');

  it('sets the language cookie as the host writes it, readable by the page', async () => {
    const res = await page('/menu?lang=es');
    expect(res.status).toBe(200);
    expect(languageCookie(res)).toBe('qsr-lang=es; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(pageLanguage(res.text)).toBe('es');
  });

  it.each([
    ['/?lang=es-MX', 'es'],
    ['/?lang=EN', 'en-US'],
    ['/?l%61ng=es', 'es'],
    ['/?lang=es&lang=en-US', 'es'],
    ['/no-such-page?lang=es', 'es'],
  ])('%s keeps %s, the language the page is in', async (url, language) => {
    const res = await page(url).set('cookie', 'qsr-lang=en-US');
    expect(languageCookie(res)).toMatch(new RegExp(`^qsr-lang=${language};`));
    expect(pageLanguage(res.text)).toBe(language);
  });

  it.each(['/?lang=fr', '/?lang=', '/?language=es', '/', '/%3Flang=es'])(
    '%s leaves the chosen language as it was',
    async (url) => {
      const res = await page(url).set('cookie', 'qsr-lang=es');
      expect(languageCookie(res)).toBeUndefined();
      expect(pageLanguage(res.text)).toBe('es');
    },
  );

  it('marks the cookie Secure on a public host name', async () => {
    const res = await page('/?lang=es').set('host', 'order.example.com');
    expect(languageCookie(res)).toMatch(/; Secure;/);
  });

  it('sets nothing on answers that are not pages', async () => {
    const res = await request(app).get('/api/v1/menus/1?lang=es').set('accept', 'application/json');
    expect(languageCookie(res)).toBeUndefined();
  });
});
