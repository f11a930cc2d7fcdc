import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  releaseCateringUrl as cateringUrl,
  releaseConsumerUrl as consumerUrl,
  releaseRoot,
} from '../support/ports';
import {
  RELEASE_ENV as ENV,
  careersVersions,
  release,
  repoRoot,
  shipCareers,
} from '../support/release';

/**
 * docs/architecture.md, Release: versions and pins: a team ships a new version of its
 * remote (careers, with a visible release note), a release manager pins it, and the site shows
 * it on the next page load — with nothing else rebuilt and the BFF not restarted. A rollback
 * brings the old version back, and the catering channel keeps its own pin all along.
 */

/** The packages webpack builds: the workspaces with a webpack configuration. */
const FRONTENDS = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces.filter((pkg) => existsSync(path.join(repoRoot, pkg, 'webpack.config.js')));

interface RemotesConfig {
  channel: string;
  environment: string;
  remotes: Array<{ name: string; version: string; entry: string }>;
}

/** The build outputs of every package: a rebuild would change their times or contents. */
function buildFingerprint(): Record<string, string> {
  expect(FRONTENDS).toHaveLength(7);
  const files = FRONTENDS.flatMap((pkg) => [
    `${pkg}/dist/release.json`,
    `${pkg}/dist/mf-manifest.json`,
  ]);
  files.push('host-shell/dist/index.html');
  return Object.fromEntries(
    files.map((file) => {
      const full = path.join(repoRoot, file);
      try {
        return [file, `${statSync(full).mtimeMs} ${readFileSync(full, 'utf8').length}`];
      } catch {
        return [file, 'absent'];
      }
    }),
  );
}

async function liveVersions(request: APIRequestContext, site: string) {
  const response = await request.get(`${site}/config/remotes.json`);
  expect(response.ok()).toBeTruthy();
  const config = (await response.json()) as RemotesConfig;
  return Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.version]));
}

async function careersVersion(request: APIRequestContext, site: string) {
  return (await liveVersions(request, site)).careers;
}

async function openCareers(page: Page, site: string) {
  await page.goto(`${site}/careers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
}

test.describe('§1 release: a remote ships alone, by its pin, per channel', () => {
  test.afterAll(() => {
    // Later tests see the local builds again (the BFF notices within a second).
    rmSync(path.join(releaseRoot, 'pins'), { recursive: true, force: true });
  });

  test('a new careers version is released, pinned, live on reload, rolled back; catering keeps its own pin', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const before = buildFingerprint();
    const versionsBefore = await liveVersions(request, consumerUrl);
    const { current, next, note } = careersVersions();
    expect(versionsBefore.careers).toBe(current);

    // The careers team ships: the version live today, then the next one with a visible change.
    await shipCareers();
    await expect(release('build', 'careers', '--version', next)).rejects.toThrow(
      `careers@${next} is already released`,
    );

    // Release manager: catering keeps today's version, the consumer site gets today's, then the new one.
    await release('pin', `careers@${current}`, '--env', ENV, '--channel', 'catering');
    await release('pin', `careers@${current}`, '--env', ENV);
    await openCareers(page, consumerUrl);
    await expect(page.getByText(note)).toHaveCount(0);

    await release('pin', `careers@${next}`, '--env', ENV);
    await expect.poll(() => careersVersion(request, consumerUrl), { timeout: 10_000 }).toBe(next);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();

    // The catering channel keeps its own pin.
    expect(await careersVersion(request, cateringUrl)).toBe(current);
    await openCareers(page, cateringUrl);
    await expect(page.getByText(note)).toHaveCount(0);

    // No other remote changed version, and no package was rebuilt.
    expect({
      ...(await liveVersions(request, consumerUrl)),
      careers: versionsBefore.careers,
    }).toEqual(versionsBefore);
    expect(buildFingerprint()).toEqual(before);

    // One command rolls back.
    await release('rollback', 'careers', '--env', ENV);
    await expect
      .poll(() => careersVersion(request, consumerUrl), { timeout: 10_000 })
      .toBe(current);
    await openCareers(page, consumerUrl);
    await expect(page.getByText(note)).toHaveCount(0);
    expect(await careersVersion(request, cateringUrl)).toBe(current);

    const status = await release('status', '--env', ENV);
    expect(status).toMatch(new RegExp(`${ENV}\\s+catering\\s+careers\\s+${current}\\s`));
    expect(status).toMatch(new RegExp(`${ENV}\\s+default\\s+careers\\s+${current}\\s`));
    expect(buildFingerprint()).toEqual(before);
  });
});
