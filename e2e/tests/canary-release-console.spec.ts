import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { TELEMETRY_PATH } from '@qsr/shared-contracts/core';
import { consoleReleaseRoot, consoleSiteUrl, releaseConsoleUrl } from '../support/ports';
import { CONSOLE_ADMIN, careersVersions, shipBrokenCareers } from '../support/release';

/** The judge's verdict, as the console's store holds it (the loop's end; the page shows it). */
function aborted(): boolean {
  const file = path.join(consoleReleaseRoot, 'pins', 'development.json');
  try {
    const pins = JSON.parse(readFileSync(file, 'utf8')) as { history: Array<{ action: string }> };
    return pins.history.some((change) => change.action === 'canary-abort');
  } catch {
    return false;
  }
}

/**
 * One customer's visit to the careers page, in a browser of their own (their own cohort id):
 * what they saw, then the page hidden as a phone hides it, so its telemetry leaves; resolves once
 * the BFF has answered it. It takes it (204), or refuses it (400) when the judge aborted the
 * canary while the page was open: its version is then no longer the one this visitor is served.
 */
async function visit(
  browser: Browser,
  cohort?: string,
): Promise<{ broken: boolean; cohort: string }> {
  const context = await browser.newContext();
  if (cohort) {
    await context.addCookies([{ name: 'qsr-cohort', value: cohort, url: consoleSiteUrl }]);
  }
  const page = await context.newPage();
  try {
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === TELEMETRY_PATH) answers.push(response.status());
    });
    await page.goto(`${consoleSiteUrl}/careers`);
    const careers = page.locator('[data-remote-area="careers"]');
    await expect(careers).toHaveAttribute('aria-busy', 'false');
    const fallback = page.locator('[data-remote-fallback="careers"]');
    const broken = await fallback.isVisible();
    if (broken) await expect(fallback).toHaveAttribute('role', 'alert');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Sent within 5 s of the first event, or at once when hidden.
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const status of answers) {
      expect(status === 204 || (status === 400 && broken && aborted()), `telemetry ${status}`).toBe(
        true,
      );
    }
    const id = (await context.cookies(consoleSiteUrl)).find((c) => c.name === 'qsr-cohort')!.value;
    return { broken, cohort: id };
  } finally {
    await context.close();
  }
}

/**
 * Canary releases, the release console (issue's "Done when"): a release manager signs in,
 * starts a canary of a build that throws on render, customers in both cohorts visit, and the
 * judge aborts it by itself; the console's figures, chart and audit say why.
 */
test('the console starts a canary of a broken build, and the judge aborts it by itself', async ({
  page,
  browser,
}, testInfo) => {
  // A webpack build of the broken release, then about 30 customer visits in real browsers.
  test.setTimeout(360_000);
  const broken = await shipBrokenCareers();
  const stable = careersVersions().current;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(releaseConsoleUrl);
  await expect(page).toHaveURL(/\/release\/sign-in$/);
  await page.getByLabel('Release manager').fill(CONSOLE_ADMIN.name);
  await page.getByLabel('Password').fill(CONSOLE_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${CONSOLE_ADMIN.name} (admin)`)).toBeVisible();

  const section = page.getByRole('region', { name: 'development · default channel' });
  const careers = section.locator('tr', { has: page.getByRole('rowheader', { name: 'careers' }) });
  await careers.getByLabel('Version').selectOption(broken);
  await careers.getByLabel('Stages').fill('50,100');
  await expect(careers.getByLabel('judged')).toBeChecked();
  await careers.getByRole('button', { name: 'Start canary' }).click();
  await expect(page.getByRole('status')).toContainText(
    `careers@${broken} is a canary in development for the default channel: 50 % of visitors`,
  );

  // Customers come, three at a time, until the judge has seen enough of both versions.
  const seen = { broken: 0, stable: 0 };
  let brokenCohort: string | undefined;
  for (let round = 0; round < 30 && !aborted(); round += 1) {
    const visits = await Promise.all([visit(browser), visit(browser), visit(browser)]);
    for (const one of visits) {
      seen[one.broken ? 'broken' : 'stable'] += 1;
      if (one.broken) brokenCohort = one.cohort;
    }
  }
  await expect.poll(aborted, { timeout: 10_000 }).toBe(true);
  expect(seen.broken).toBeGreaterThan(0);
  expect(seen.stable).toBeGreaterThan(0);

  // Everyone is back on stable: a customer of the canary's cohort sees careers again.
  expect((await visit(browser, brokenCohort)).broken).toBe(false);

  await page.reload();
  const row = section.locator('tr', { has: page.getByRole('rowheader', { name: 'careers' }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('–');
  // The figures per version: every canary session had an error, no stable one.
  await expect(row.getByRole('cell').nth(4)).toContainText('stable 0.0 %');
  await expect(row.getByRole('cell').nth(4)).toContainText('canary 100.0 %');
  const audit = section.getByRole('table', { name: /Audit/ });
  const abort = audit.getByRole('row').nth(1);
  await expect(abort).toContainText('canary judge');
  await expect(abort).toContainText('canary-abort');
  await expect(abort).toContainText(
    /canary worse than stable: sessions with an error: canary 100\.00 %/,
  );
  const chart = section.locator('figure.chart');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart.locator('canvas')).toHaveCount(3);
  await expect(chart.getByRole('listitem').last()).toContainText(
    /canary-abort \(0 %\) by canary judge: canary worse than stable/,
  );
  await expect(chart).toContainText(`${stable} (stable)`);
  // The console in the contact sheet (npm run screenshots), else beside the test's results.
  const sheet = process.env.CONTACT_SHEET;
  await page.screenshot({
    path: sheet
      ? path.join(sheet, 'release-console-en-desktop.png')
      : testInfo.outputPath('release-console.png'),
    fullPage: true,
  });
});
