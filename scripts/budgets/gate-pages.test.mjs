import http from 'node:http';
import { describe, expect, it } from '@jest/globals';
import {
  gateOptions,
  givenPages,
  REFERENCE_PAGE,
  sitePages,
  startReference,
} from './gate-pages.mjs';

describe("the Lighthouse gate's options", () => {
  it('runs three turns on the site’s pages by default', () => {
    expect(gateOptions([])).toEqual({ runs: 3, urls: [], json: undefined });
  });

  it('takes the runs, the pages to judge instead and the JSON report', () => {
    const args = ['--runs', '1', '--page', 'http://a.test/', '--page', 'http://b.test/x?y=1'];
    expect(gateOptions([...args, '--json', 'gate.json'])).toEqual({
      runs: 1,
      urls: ['http://a.test/', 'http://b.test/x?y=1'],
      json: 'gate.json',
    });
  });

  it('refuses an option it does not know', () => {
    expect(() => gateOptions(['--pages', 'x'])).toThrow();
  });
});

describe('the reference page', () => {
  it('is served at any path until stopped', async () => {
    const reference = await startReference();
    expect(reference.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const route of ['/', '/favicon.ico']) {
      const response = await fetch(`${reference.origin}${route}`);
      expect(response.headers.get('content-type')).toBe('text/html');
      expect(await response.text()).toBe(REFERENCE_PAGE);
    }
    reference.stop();
    await expect(fetch(`${reference.origin}/`)).rejects.toThrow();
  });
});

describe('the pages judged', () => {
  it('judges given pages at their own origin and path, with nothing seeded', async () => {
    const [page] = givenPages(['http://127.0.0.1:4567/slow?x=1']);
    expect(page).toMatchObject({
      label: 'http://127.0.0.1:4567/slow?x=1',
      origin: 'http://127.0.0.1:4567',
      route: '/slow?x=1',
    });
    expect(await page.storage()).toEqual({ storage: {}, cookies: [] });
  });

  it("judges the home page and the menu of both of the site's channels", () => {
    const site = { consumerUrl: 'http://localhost:1', cateringUrl: 'http://localhost:2' };
    expect(sitePages(site).map(({ label, origin, route }) => [label, origin, route])).toEqual([
      ['consumer /', 'http://localhost:1', '/'],
      ['consumer /menu', 'http://localhost:1', '/menu'],
      ['catering /', 'http://localhost:2', '/'],
      ['catering /menu', 'http://localhost:2', '/menu'],
    ]);
  });

  it("seeds each run of a site's page from that page's channel", async () => {
    const asked = [];
    const server = http.createServer((request, response) => {
      asked.push(`${request.headers.host.split(':')[0]} ${request.url}`);
      response.writeHead(503);
      response.end('seeding');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${server.address().port}`;
    const pages = sitePages({ consumerUrl: 'http://consumer.invalid', cateringUrl: origin });
    await expect(pages[2].storage()).rejects.toThrow('GET locations/101: 503 seeding');
    expect(asked).toEqual(['127.0.0.1 /api/v1/locations/101']);
    server.close();
  });
});
