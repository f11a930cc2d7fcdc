import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { releaseConsumerUrl as consumerUrl, releaseRoot } from '../support/ports';
import { RELEASE_ENV as ENV, release, repoRoot } from '../support/release';
import { boxAt, checkout } from './checkout-support';

/**
 * docs/architecture.md, Rules between packages: rule 1: what serves one team only lives in that
 * team's remote, so it ships with that remote alone. The checkout team changes its tip presets (a
 * rule of its own, in its remote, no longer in the contract that every remote runs against in
 * the host's copy), releases a checkout version and pins it: the customer's checkout offers the
 * new tip, and the host build is as it was, not rebuilt nor released.
 */

const RALEIGH = 101;
const TIP_RULE = path.join(repoRoot, 'mfe-checkout', 'src', 'tip', 'tip.ts');
const TODAY = 'export const TIP_PRESETS = [0.15, 0.18, 0.2] as const;';
const CHANGED = 'export const TIP_PRESETS = [0.15, 0.18, 0.25] as const;';

/** The host's build: a host release or rebuild would change these. */
function hostBuild(): Record<string, string> {
  return Object.fromEntries(
    ['host-shell/dist/index.html', 'host-shell/dist/release.json'].map((file) => {
      const full = path.join(repoRoot, file);
      return [file, `${statSync(full).mtimeMs} ${readFileSync(full, 'utf8')}`];
    }),
  );
}

async function checkoutVersion(request: APIRequestContext): Promise<string | undefined> {
  const config = (await (await request.get(`${consumerUrl}/config/remotes.json`)).json()) as {
    remotes: Array<{ name: string; version: string }>;
  };
  return config.remotes.find((remote) => remote.name === 'checkout')?.version;
}

/** The checkout team's change to its own rule, released as `version`; the source as it was after. */
async function releaseWithChangedTips(version: string): Promise<void> {
  const source = readFileSync(TIP_RULE, 'utf8');
  const { atime, mtime } = statSync(TIP_RULE);
  expect(source).toContain(TODAY);
  try {
    writeFileSync(TIP_RULE, source.replace(TODAY, CHANGED));
    await release('build', 'checkout', '--version', version);
  } finally {
    writeFileSync(TIP_RULE, source);
    // The working tree is as it was, so no later build sees the package as changed.
    utimesSync(TIP_RULE, atime, mtime);
  }
}

async function openCheckout(page: Page) {
  await page.goto(`${consumerUrl}/order/checkout`);
  const area = checkout(page);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  return area;
}

test.describe('rule 1 between packages: a checkout-only rule ships with checkout alone', () => {
  test.afterAll(() => {
    // Later tests see the local builds again (the BFF notices within a second).
    rmSync(path.join(releaseRoot, 'pins'), { recursive: true, force: true });
  });

  test('a checkout release with other tip presets is pinned; the customer sees them; the host is untouched', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const host = hostBuild();
    const current = (
      JSON.parse(readFileSync(path.join(repoRoot, 'mfe-checkout', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const [major, minor] = current.split('.').map(Number) as [number, number];
    const next = `${major}.${minor + 1}.0`;

    // Today's checkout, released and pinned: 15, 18 and 20 %.
    await release('build', 'checkout', '--from-dist');
    await release('pin', `checkout@${current}`, '--env', ENV);
    await expect.poll(() => checkoutVersion(request), { timeout: 10_000 }).toBe(current);
    await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]]);
    let area = await openCheckout(page);
    await expect(area.getByLabel(/^20% \(\$/)).toBeVisible();
    await expect(area.getByLabel(/^25% \(/)).toHaveCount(0);

    // The checkout team ships its new presets; the release manager pins them.
    await releaseWithChangedTips(next);
    await release('pin', `checkout@${next}`, '--env', ENV);
    await expect.poll(() => checkoutVersion(request), { timeout: 10_000 }).toBe(next);

    area = await openCheckout(page);
    await expect(area.getByLabel(/^25% \(\$/)).toBeVisible();
    await expect(area.getByLabel(/^20% \(/)).toHaveCount(0);
    // The new preset is a tip the ordering API takes: the totals show it.
    await area.getByLabel(/^25% \(\$/).check();
    const amount = ((
      await area
        .getByLabel(/^25% \(\$/)
        .locator('..')
        .innerText()
    ).match(/\$(\d+\.\d\d)/) ?? [])[1];
    await expect(area.locator('[data-total="tip"] dd')).toHaveText(`$${amount}`);

    // The host was neither rebuilt nor released.
    expect(hostBuild()).toEqual(host);

    // One command takes the customer back to today's presets.
    await release('rollback', 'checkout', '--env', ENV);
    await expect.poll(() => checkoutVersion(request), { timeout: 10_000 }).toBe(current);
    area = await openCheckout(page);
    await expect(area.getByLabel(/^20% \(\$/)).toBeVisible();
  });
});
