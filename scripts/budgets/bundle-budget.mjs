#!/usr/bin/env node
// Bundle budgets, measured in a real Chromium against the built site: what a
// first visit downloads, gzip-compressed as the BFF serves it. Run by `npm test` after the
// build (npm run test:e2e) and by `npm run bench`; exits 1 on any breach, after the table.
//
//   home page      every script of a first visit to / (host, shared libraries, and whatever
//                  the home page loads; no remote, so no MF runtime)          ≤ 150 KiB
//   telemetry      of it, the host's telemetry reporter (by source map)     ≤ 2 KiB
//   remote route   the scripts a remote's route fetches from that remote (its entry and
//                  chunks: everything beyond the shared libraries the host provides) ≤ 60 KiB
//   shared twice   no source file of a shared library (node_modules, shared-contracts) in
//                  two downloaded scripts of one page                           0
//   MF runtime     scripts carrying the Module Federation runtime core: 1 on a remote's
//                  route (the host's lazy federation chunk), at most 1 on the home page
//   preloads       files index.html preloads that the page then does not use    0
//   fonts          the brand fonts a first visit downloads (woff2, already compressed) ≤ 60 KiB
//   menu API       the API answers the menu page reads (data, product pictures), as
//                  sent over the wire (compressed by the BFF)                  ≤ 40 KiB
//
// Options: --json <file> writes the figures.
import { root } from '../processes.mjs';
import { distFolders, servedBuilds } from './bundle-files.mjs';
import { bundleRows, REMOTE_ROUTES } from './bundle-rows.mjs';
import { reportBundles } from './bundle-table.mjs';
import { optionValue, runIfEntry } from './cli.mjs';
import { recordTraffic, visitFigures } from './page-traffic.mjs';
import { launchChromium, startSite } from './site.mjs';

/** What a first visit of `url` (in a fresh context: an empty cache) downloads and shows. */
async function visit(browser, url, { cookies = [], distOf }) {
  const context = await browser.newContext();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  const page = await context.newPage();
  const traffic = recordTraffic(page, distOf);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('[data-remote-area][aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  await traffic.settled();
  // A preloaded chunk the page used is one webpack received; a style sheet, one applied.
  const preloads = await page.evaluate(() => {
    const sheets = new Set([...document.styleSheets].map((sheet) => sheet.href));
    return {
      received: (self.webpackChunkhost ?? []).flatMap(([ids]) => ids).map((id) => String(id)),
      unusedSheets: [...document.querySelectorAll('link[rel="preload"][as="style"]')]
        .filter((link) => !sheets.has(link.href))
        .map((link) => link.href),
      scripts: [...document.querySelectorAll('link[rel="preload"][as="script"]')].map(
        (link) => link.href,
      ),
    };
  });
  const heading = (
    await page
      .locator('h1')
      .first()
      .textContent()
      .catch(() => null)
  )?.trim();
  await context.close();
  return visitFigures(traffic, preloads, heading);
}

/**
 * Every row of the table, measured on the site the BFF serves from `buildRoot` (the packages'
 * own dist folders unless a variant's); `routes` narrows the remote routes measured.
 */
export async function measureBundles({ buildRoot = root, routes = REMOTE_ROUTES } = {}) {
  const distOf = distFolders(buildRoot);
  const site = await startSite({ env: servedBuilds(buildRoot) });
  const browser = await launchChromium();
  try {
    return await bundleRows(routes, (route, cookies) =>
      visit(browser, `${site.consumerUrl}${route}`, { cookies, distOf }),
    );
  } finally {
    await browser.close();
    site.stop();
  }
}

runIfEntry(import.meta.url, async () =>
  reportBundles(await measureBundles(), optionValue(process.argv, '--json')),
);
