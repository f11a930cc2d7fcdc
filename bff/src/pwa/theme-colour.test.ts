import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { tempDir, testConfig, writeFile } from '../test-support/helpers';
import { THEME_COLOURS } from './web-manifest';

const INDEX =
  '<!doctype html><html lang="en-US"><head><meta name="theme-color" content="#9b2915" />' +
  '</head><body><div id="root"></div></body></html>';

describe("the browser's bar in the channel's colour", () => {
  const hostDist = tempDir('host');
  writeFile(path.join(hostDist, 'index.html'), INDEX);
  const app = createApp(testConfig({ HOST_DIST: hostDist, CATERING_PORT: '2001' }));
  const page = (host: string) =>
    request(app).get('/menu').set('accept', 'text/html').set('host', host);

  it('is written into each channel’s pages by the server, as its manifest names it', async () => {
    expect((await page('localhost:3000')).text).toContain(
      `<meta name="theme-color" content="${THEME_COLOURS.default}"`,
    );
    const catering = await page('localhost:2001');
    expect(catering.text).toContain(`<meta name="theme-color" content="${THEME_COLOURS.catering}"`);
    expect(catering.text).not.toContain('#9b2915');
  });

  it("is the design system's brand colour of each channel's theme", () => {
    const tokens = readFileSync(
      path.join(__dirname, '../../../shared-ui/src/tokens/tokens.css'),
      'utf8',
    );
    const brandIn = (selector: string) =>
      new RegExp(`${selector} \\{[^}]*--ui-color-brand: (#[0-9a-f]{6});`).exec(tokens)?.[1];
    expect(brandIn(':root')).toBe(THEME_COLOURS.default);
    expect(brandIn('\\.channel-catering')).toBe(THEME_COLOURS.catering);
  });
});
