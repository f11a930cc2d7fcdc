import { describe, expect, it } from '@jest/globals';
import { bundleRows, MENU_PAGE_RESTAURANT, REMOTE_ROUTES } from './bundle-rows.mjs';

/** A page as a visit sees it: its scripts by build and gzip size, rendered, nothing wasted. */
const seenPage = (scripts, extra = {}) => ({
  scripts: scripts.map(([build, gzip]) => ({ build, gzip, file: null })),
  apiAnswers: [],
  runtimes: 1,
  twice: [],
  unusedPreloads: [],
  heading: 'A page',
  fontBytes: 40_000,
  ...extra,
});

describe("the bundle budget's rows", () => {
  it('visits the home page, then each route, and the menu again with a restaurant chosen', async () => {
    const visits = [];
    const pages = {
      '/': seenPage(
        [
          ['host', 100_000],
          ['host', 20_000],
        ],
        { runtimes: 0 },
      ),
      '/menu': seenPage([
        ['host', 5000],
        ['menuCart', 30_000],
        ['menuCart', 4000],
      ]),
      '/careers': seenPage([['careers', 70_000]]),
    };
    const answers = [{ url: '/api/v1/menus/100100', sent: 9000, bytes: 30_000 }];
    const rows = await bundleRows(
      REMOTE_ROUTES.filter((route) => route.remote === 'menuCart' || route.remote === 'careers'),
      async (route, cookies) => {
        visits.push([route, cookies]);
        return cookies ? seenPage([], { apiAnswers: answers }) : pages[route];
      },
    );
    expect(visits).toEqual([
      ['/', undefined],
      ['/menu', undefined],
      ['/menu', [{ name: 'qsr-restaurant', value: MENU_PAGE_RESTAURANT }]],
      ['/careers', undefined],
    ]);
    expect(rows.map((row) => [row.what, row.path, row.bytes, row.ok])).toEqual([
      ['home page, first load (all scripts)', '/', 120_000, true],
      // No source maps: the reporter is measured as nothing, which fails.
      ['of it, the telemetry reporter', '/', 0, false],
      ['menuCart route entry, beyond shared libraries', '/menu', 34_000, true],
      ['menu page API answers as sent (of 29.3)', '/menu', 9000, true],
      ['careers route entry, beyond shared libraries', '/careers', 70_000, false],
    ]);
    expect(rows[0]).not.toHaveProperty('scripts');
    expect(rows[0].files).toBe(2);
  });
});
