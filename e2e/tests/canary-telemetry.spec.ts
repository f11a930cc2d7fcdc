import { expect, test, type Page } from '@playwright/test';
import {
  TELEMETRY_PATH,
  type RemotesConfig,
  type TelemetryBatch,
} from '@qsr/shared-contracts/core';
import { waitUntilLive } from '../support/first-screen';
import { cateringUrl, consumerUrl } from '../support/ports';

/**
 * Every beacon the page sends from now on, and the BFF's answers to them: a batch may leave on
 * its timer before the test looks.
 */
function watchBeacons(page: Page) {
  const batches: TelemetryBatch[] = [];
  const statuses: Promise<number | undefined>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== TELEMETRY_PATH) return;
    batches.push(JSON.parse(request.postData() ?? '{}') as TelemetryBatch);
    statuses.push(request.response().then((answer) => answer?.status()));
  });
  return { batches, statuses: () => Promise.all(statuses) };
}

/**
 * The customer taps the page (web-vitals takes LCP as final on a real input, once idle, when its
 * chunk has come), then the page is hidden and left, as a phone does: each sends what is queued.
 */
async function tapHideAndLeave(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/vitals\./.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  });
}

/**
 * Canary releases, client telemetry: the host's reporter sends what the BFF keeps for a canary's
 * judge (the batch of shared-contracts, from the site's own origin, on both channels): the remote
 * loaded at its live version, and the page's vitals.
 */
for (const [channel, origin] of [
  ['consumer', consumerUrl],
  ['catering', cateringUrl],
] as const) {
  test(`${channel}: the menu page's telemetry reaches the BFF and is kept`, async ({
    page,
    context,
  }) => {
    const beacons = watchBeacons(page);
    await page.goto(`${origin}/menu`);
    await waitUntilLive(page);
    await expect(page.locator('[data-remote-area="menuCart"]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const live = (await (
      await page.request.get(`${origin}/config/remotes.json`)
    ).json()) as RemotesConfig;
    const menuCart = live.remotes.find((remote) => remote.name === 'menuCart');
    expect((await context.cookies(origin)).map((cookie) => cookie.name)).toContain('qsr-cohort');

    await tapHideAndLeave(page);
    const events = () => beacons.batches.flatMap((batch) => batch.events);
    await expect
      .poll(() => events().some((event) => event.kind === 'vital' && event.name === 'LCP'))
      .toBe(true);
    expect(events()).toContainEqual({
      kind: 'loaded',
      remote: 'menuCart',
      version: menuCart?.version,
    });
    expect(new Set(beacons.batches.map((batch) => batch.session)).size).toBe(1);
    expect(beacons.batches[0]?.page).toBe('/menu');
    // 204 with a cohort id, no privacy signal and the versions this visitor is served: kept.
    expect(new Set(await beacons.statuses())).toEqual(new Set([204]));
  });
}
