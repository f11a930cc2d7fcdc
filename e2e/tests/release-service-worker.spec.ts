import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { releaseConsumerUrl as consumerUrl, releaseRoot } from '../support/ports';
import { RELEASE_ENV as ENV, careersVersions, release, shipCareers } from '../support/release';
import { cachedUrls, controlledBySw } from '../support/service-worker';

/**
 * With the service worker installed, a newly pinned remote version is never
 * hidden behind an old cache. An open page learns of the new pins and offers a reload; one reload
 * shows the new version (and one more the rolled-back one); the old version's files leave the cache.
 */
test.use({ serviceWorkers: 'allow' });

async function careersVersion(request: APIRequestContext) {
  const config = (await (await request.get(`${consumerUrl}/config/remotes.json`)).json()) as {
    remotes: Array<{ name: string; version: string }>;
  };
  return config.remotes.find((remote) => remote.name === 'careers')?.version;
}

test.afterAll(() => {
  rmSync(path.join(releaseRoot, 'pins'), { recursive: true, force: true });
});

test('§7.5 a pin change is visible after one reload with the service worker installed; old versions are evicted', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { current, next, note } = careersVersions();
  await shipCareers();

  await release('pin', `careers@${current}`, '--env', ENV);
  await expect.poll(() => careersVersion(request)).toBe(current);
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await controlledBySw(page);
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.includes(`/careers/${current}/`)))
    .toBe(true);

  // A release: the open page learns it when the customer comes back to the tab.
  await release('pin', `careers@${next}`, '--env', ENV);
  await expect.poll(() => careersVersion(request)).toBe(next);
  await expect(page.getByText(note)).toHaveCount(0);
  // The page asks at most every PIN_CHECK_INTERVAL_MS (15 s): the customer comes back until then.
  const offer = page.getByText('A new version of the site is ready.');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return offer.isVisible();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(note)).toBeVisible();
  await expect
    .poll(async () => {
      const cached = await cachedUrls(page);
      return [
        cached.some((url) => url.includes(`/careers/${current}/`)),
        cached.some((url) => url.includes(`/careers/${next}/`)),
      ];
    })
    .toEqual([false, true]);

  // A rollback: one reload shows the old version again.
  await release('rollback', 'careers', '--env', ENV);
  await expect.poll(() => careersVersion(request)).toBe(current);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
});
