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
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRONTENDS } from '../../tooling/packages.cjs';
import { root } from '../processes.mjs';
import {
  BUDGETS,
  chunkIdsOf,
  codeOfSources,
  isTelemetrySource,
  judged,
  KIB,
  kib,
  librarySource,
  locate,
  menuApiRow,
  partRow,
  sharedLibraries,
  unusedPreloads,
} from './bundle-rules.mjs';
import { launchChromium, startSite } from './site.mjs';
import { printColumns } from './text-table.mjs';

/** The seeded restaurant whose menu the menu page's API line reads (menu 100100). */
const MENU_PAGE_RESTAURANT = '101';

/** One route of each remote, with real content and no sign-in needed. */
export const REMOTE_ROUTES = [
  { remote: 'menuCart', path: '/menu' },
  { remote: 'locator', path: '/locations' },
  { remote: 'checkout', path: '/order/checkout' },
  { remote: 'account', path: '/account/login' },
  { remote: 'marketing', path: '/about' },
  { remote: 'careers', path: '/careers' },
];

/**
 * Each build's dist folder by its Module Federation name: the packages' own, or those under
 * `buildRoot` (`<buildRoot>/<package>/dist`, a variant the tricks bench built).
 */
function distFolders(buildRoot = root) {
  return Object.fromEntries(
    FRONTENDS.map((pkg) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
      return [manifest.mf?.name ?? 'host', path.join(buildRoot, pkg, 'dist')];
    }),
  );
}

/** The library source files a script was built from (its source map), e.g. node_modules/react-dom/…. */
function librarySources(file) {
  const mapFile = `${file}.map`;
  if (!file || !fs.existsSync(mapFile)) return [];
  const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  return sources.map(librarySource).filter(Boolean);
}

async function visit(browser, url, { cookies = [], distOf = distFolders() } = {}) {
  const context = await browser.newContext();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  const page = await context.newPage();
  const scripts = [];
  const fonts = [];
  const apiAnswers = [];
  const apiReads = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    apiReads.push(
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body();
        apiAnswers.push({ url: request.url(), sent: sizes.responseBodySize, bytes: body.length });
      })().catch(() => {}),
    );
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font') {
      const body = await response.body().catch(() => Buffer.alloc(0));
      fonts.push(body.length);
      return;
    }
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: response.url(),
      ...locate(response.url(), distOf),
      gzip: zlib.gzipSync(body).length,
      chunkIds: chunkIdsOf(body),
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('[data-remote-area][aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  await Promise.all(apiReads);
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
  const { runtimes, twice } = sharedLibraries(scripts, (script) => librarySources(script.file));
  const fontBytes = fonts.reduce((sum, bytes) => sum + bytes, 0);
  return {
    scripts,
    apiAnswers,
    runtimes,
    twice,
    unusedPreloads: unusedPreloads(preloads, scripts),
    heading,
    fontBytes,
  };
}

const total = (scripts) => scripts.reduce((sum, s) => sum + s.gzip, 0);

/** The gzip bytes of what a page's scripts hold of the sources `matches` picks. */
function sourcesBytes(scripts, matches) {
  const code = scripts
    .filter((script) => script.file && fs.existsSync(`${script.file}.map`))
    .map((script) =>
      codeOfSources(
        fs.readFileSync(script.file, 'utf8'),
        JSON.parse(fs.readFileSync(`${script.file}.map`, 'utf8')),
        matches,
      ),
    )
    .join('\n');
  return code ? zlib.gzipSync(code).length : 0;
}

/**
 * Every row of the table, measured on the site the BFF serves from `buildRoot` (the packages'
 * own dist folders unless a variant's); `routes` narrows the remote routes measured.
 */
export async function measureBundles({ buildRoot = root, routes = REMOTE_ROUTES } = {}) {
  const distOf = distFolders(buildRoot);
  const site = await startSite({
    env: { HOST_DIST: distOf.host, REMOTES_ROOT: buildRoot },
  });
  const browser = await launchChromium();
  const rows = [];
  try {
    const home = await visit(browser, `${site.consumerUrl}/`, { distOf });
    rows.push({
      what: 'home page, first load (all scripts)',
      path: '/',
      bytes: total(home.scripts),
      budget: BUDGETS.homeKiB * KIB,
      ...home,
    });
    const telemetry = sourcesBytes(home.scripts, isTelemetrySource);
    rows.push(
      partRow('of it, the telemetry reporter', '/', home, telemetry, BUDGETS.telemetryKiB * KIB),
    );
    for (const { remote, path: route } of routes) {
      const seen = await visit(browser, `${site.consumerUrl}${route}`, { distOf });
      rows.push({
        what: `${remote} route entry, beyond shared libraries`,
        path: route,
        bytes: total(seen.scripts.filter((s) => s.build === remote)),
        budget: BUDGETS.remoteRouteKiB * KIB,
        ...seen,
      });
      if (remote === 'menuCart') {
        // A customer who chose a restaurant (the site's cookie): the page reads its menu.
        const chosen = [{ name: 'qsr-restaurant', value: MENU_PAGE_RESTAURANT }];
        const answers = await visit(browser, `${site.consumerUrl}${route}`, {
          cookies: chosen,
          distOf,
        });
        rows.push(menuApiRow(route, answers));
      }
    }
  } finally {
    await browser.close();
    site.stop();
  }
  return rows.map(judged);
}

export function printBundleTable(rows) {
  const header = [
    'budget',
    'path',
    'KiB gzip',
    'limit',
    'scripts',
    'MF runtimes',
    'shared twice',
    'unused preloads',
    `fonts KiB (≤ ${BUDGETS.fontKiB})`,
    '',
  ];
  const lines = rows.map((r) => [
    r.what,
    r.path,
    kib(r.bytes),
    `≤ ${kib(r.budget)}`,
    String(r.files),
    r.kind === 'api' ? '-' : String(r.runtimes),
    r.twice.length ? r.twice.join(', ') : 'none',
    r.unusedPreloads.length ? r.unusedPreloads.join(', ') : 'none',
    kib(r.fontBytes),
    r.ok ? 'ok' : r.heading ? 'BREACH' : 'BREACH (page did not render)',
  ]);
  printColumns({ header, lines, rightAligned: (i) => i >= 2 && i <= 5 });
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const rows = await measureBundles();
  console.log('\nBundle budgets (gzip, KiB = 1024 bytes; a first visit, empty cache)\n');
  printBundleTable(rows);
  if (jsonAt > 0) {
    fs.writeFileSync(
      process.argv[jsonAt + 1],
      `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
    );
  }
  const breaches = rows.filter((r) => !r.ok);
  if (breaches.length) {
    console.error(`\n${breaches.length} bundle budget(s) broken.`);
    process.exitCode = 1;
  } else console.log('\nAll bundle budgets met.');
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
