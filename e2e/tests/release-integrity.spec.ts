import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { releaseConsumerUrl as consumerUrl, releaseRoot } from '../support/ports';
import { RELEASE_ENV, release, repoRoot } from '../support/release';

/**
 * The BFF refuses to serve a pinned version whose files no longer match the
 * hashes recorded when it was released, and says so in `/readyz` (degraded, still 200: one
 * remote never takes the replica out of the load balancer); with no earlier intact version to
 * fall back on, the page shows that remote's fallback while the rest of the site keeps working.
 */
test.describe('release: a version whose files no longer match their hashes', () => {
  const version = (
    JSON.parse(readFileSync(path.join(repoRoot, 'mfe-careers', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const entry = path.join(releaseRoot, 'remotes', 'careers', version, 'remoteEntry.js');
  let original: Buffer | undefined;

  test.afterAll(() => {
    if (original) writeFileSync(entry, original);
    rmSync(path.join(releaseRoot, 'pins'), { recursive: true, force: true });
  });

  test('a pinned careers release whose files changed is refused: fallback on the page, named in /readyz, still ready', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    if (!existsSync(entry)) await release('build', 'careers', '--from-dist');
    await release('pin', `careers@${version}`, '--env', RELEASE_ENV);
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    expect((await request.get(`${consumerUrl}/readyz`)).status()).toBe(200);

    original = readFileSync(entry);
    chmodSync(entry, 0o644);
    writeFileSync(entry, `${original.toString()}\n/* changed after release */`);

    const problem = `careers@${version} (pinned in ${RELEASE_ENV}.json) is refused: remoteEntry.js does not match its hash`;
    await expect
      .poll(
        async () => (await (await request.get(`${consumerUrl}/readyz`)).json()).checks.releases,
        {
          timeout: 10_000,
        },
      )
      .toBe(`degraded: ${problem}`);
    const ready = await request.get(`${consumerUrl}/readyz`);
    expect(ready.status()).toBe(200);
    expect((await ready.json()).status).toBe('degraded');
    const config = await (await request.get(`${consumerUrl}/config/remotes.json`)).json();
    expect(config.remotes.map((remote: { name: string }) => remote.name)).not.toContain('careers');
    expect(
      (await request.get(`${consumerUrl}/remotes/careers/${version}/remoteEntry.js`)).status(),
    ).toBe(404);

    await page.goto('/careers');
    await expect(page.locator('[data-remote-fallback="careers"]')).toContainText(
      'This part of the site is not available right now.',
    );
    await expect(page.getByRole('banner')).toBeVisible();

    // Rolled back to no pin: the local build has the damaged release's version, and so its URL.
    // Other files are never served there, so careers stays refused until the store is repaired.
    await release('rollback', 'careers', '--env', RELEASE_ENV);
    await expect
      .poll(
        async () => (await (await request.get(`${consumerUrl}/readyz`)).json()).checks.releases,
        {
          timeout: 10_000,
        },
      )
      .toContain(`careers@${version} (the local build) is refused`);
    await page.goto('/careers');
    await expect(page.locator('[data-remote-fallback="careers"]')).toBeVisible();

    // The released files put back as they were: served again.
    writeFileSync(entry, original);
    original = undefined;
    await expect
      .poll(
        async () => (await (await request.get(`${consumerUrl}/readyz`)).json()).checks.releases,
        { timeout: 10_000 },
      )
      .toBe('ok');
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  });
});
