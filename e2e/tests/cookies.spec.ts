import { expect, test, type Page } from '@playwright/test';
import { SERVER_FIRST_SCREEN, drewPart, watchProblems } from '../support/first-screen';
import { VARIANTS, chooseLocation } from '../support/host-variants';
import { pageReady, watchTraffic } from '../support/page-ready';
import { ROUTES } from './a11y-support';

/**
 * §9: one malformed cookie must not blank the site. Every cookie the site
 * reads (in the browser and on the server, for the first screen and its language) holding
 * values `decodeURIComponent` throws on, plus a cookie whose name is malformed: every page
 * still renders in the browser, and the server still renders its first screen.
 */
const READ_COOKIES = [
  'source',
  'qsr-lang',
  'qsr-restaurant',
  'qsr-guest-box',
  'qsr-way-back',
  'location-confirmed',
  'exit-catering',
  'qsr-cohort',
];
/** Broken percent escapes: a cut UTF-8 sequence, a lone `%`, a `%` without hex digits. */
const MALFORMED = ['%E0%A4%A', '%', '%ZZ%', '%C3%28'];

/** Each cookie a malformed value, shifted by `round` so that each gets each value in turn. */
function malformedCookies(round: number, origin: string) {
  return [
    ...READ_COOKIES.map((name, i) => ({
      name,
      value: MALFORMED[(i + round) % MALFORMED.length] as string,
      url: origin,
    })),
    { name: '%E0%A4%A', value: 'x', url: origin },
  ];
}

/** The page rendered: its header, a heading in its main region, and no uncaught error. */
async function expectRendered(page: Page, where: string, problems: string[]) {
  await expect(page.getByRole('banner'), where).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first(), where).toBeVisible();
  expect(
    problems.filter((problem) => /URI malformed|URIError/i.test(problem)),
    where,
  ).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });
// Each page's requests are counted from its first navigation (support/page-ready.ts).
test.beforeEach(({ page }) => {
  watchTraffic(page);
});

for (const variant of VARIANTS.filter((v) => !v.app)) {
  test(`§9 cookies: every page renders with every cookie the site reads malformed (${variant.name})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await chooseLocation(page, 101);
    const problems = watchProblems(page);
    // Each channel takes its own round, so that each cookie meets two of the malformed values in
    // the browser; the server's test below gives each cookie every one of them.
    const round = variant.catering ? 1 : 0;
    await context.clearCookies();
    await context.addCookies(malformedCookies(round, variant.origin));
    for (const route of ROUTES) {
      const path = typeof route === 'string' ? route : await route(page, variant);
      await page.goto(new URL(path, variant.origin).toString());
      await pageReady(page);
      await expectRendered(page, `${path} (round ${round})`, problems);
    }
  });

  test(`§9 cookies: the server renders the first screen whatever the cookies hold (${variant.name})`, async ({
    request,
  }) => {
    for (const value of MALFORMED) {
      for (const name of READ_COOKIES) {
        const home = await request.get(`${variant.origin}/`, {
          headers: { cookie: `${name}=${value}; %E0%A4%A=x` },
        });
        expect(home.status(), `${name}=${value}`).toBe(200);
        const html = await home.text();
        expect(html, `${name}=${value}: the home page's first screen`).toMatch(SERVER_FIRST_SCREEN);
        expect(html).toContain('<html lang="en-US"');
      }
    }
    // A good cookie beside malformed ones is still read: the language and the restaurant's menu.
    const menu = await request.get(`${variant.origin}/menu`, {
      headers: { cookie: 'source=%E0%A4%A; qsr-lang=es; qsr-restaurant=101; qsr-guest-box=%' },
    });
    const html = await menu.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(drewPart('menuCart'));
  });
}
