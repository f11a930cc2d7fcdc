#!/usr/bin/env node
// What each performance trick of the build is worth, shown in one run: the site as built (every
// trick) against the site built without that one trick (`QSR_WITHOUT=<trick>`,
// tooling/tricks.cjs), measured the same way as the bundle budget (bundle-budget.mjs: a real
// Chromium, every script of a first visit, gzip). A variant builds only what its trick changes
// (the host, or the host and the menu remote) into a throw-away folder, and takes every other
// build from the packages' dist folders (linked, never written); it is never over a real dist.
//
//   bytes       the home page's first load, and the menu remote's route (/menu, beyond the
//               shared libraries)
//   twice       shared libraries fetched in two scripts of either page (a budget of 0)
//   blocking    the ICU warm-up saves main-thread blocking, not bytes: Lighthouse's
//               total blocking time
//               (mobile preset, a box seeded, as bench:lighthouse) on a page where the host
//               starts its shared libraries and one where a remote starts, median of
//               BLOCKING_RUNS, the site with and without the trick taking turns
//
// Run after the build (`npm run bench`, `npm run bench:tricks`). Options: --json <file>;
// --only <trick,...> measures those tricks alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRONTENDS, REMOTE_PACKAGES } from '../../tooling/packages.cjs';
import { TRICKS } from '../../tooling/tricks.cjs';
import { root } from '../processes.mjs';
import { measureBundles } from './bundle-budget.mjs';
import { measuredRun, median, seededStorage } from './lighthouse-bench.mjs';
import { startSite } from './site.mjs';
import { printColumns, signedFigure } from './text-table.mjs';

const HOST = FRONTENDS[0];
/** The remote whose route the byte figures follow (its entry and chunks on /menu). */
const ROUTE = { remote: 'menuCart', path: '/menu' };
export const BLOCKING_RUNS = 7;
/** The pages whose blocking time the blocking tricks are measured on. */
export const BLOCKING_PAGES = [
  { channel: 'consumer', path: '/' },
  { channel: 'catering', path: '/order/checkout' },
];
/** The tricks that save main-thread blocking, not bytes. */
const BLOCKING_TRICKS = ['icu-warm-up'];

/** Builds `packages` without `trick` into `buildRoot`, then links every other package's dist. */
function buildVariant(trick, buildRoot) {
  const packages = TRICKS[trick].builds === 'host' ? [HOST] : [HOST, REMOTE_PACKAGES[ROUTE.remote]];
  const built = spawnSync(
    'npx',
    [
      'webpack',
      '--mode',
      'production',
      ...packages.flatMap((pkg) => ['-c', `${pkg}/webpack.config.js`]),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, QSR_WITHOUT: trick, QSR_BUILD_ROOT: buildRoot },
    },
  );
  // The build's own output only when it failed: its warnings are the real build's too.
  if (built.status !== 0) {
    process.stderr.write(`${built.stdout}${built.stderr}`);
    throw new Error(`the build without ${trick} failed`);
  }
  for (const pkg of FRONTENDS.filter((name) => !packages.includes(name))) {
    fs.mkdirSync(path.join(buildRoot, pkg), { recursive: true });
    fs.symlinkSync(path.join(root, pkg, 'dist'), path.join(buildRoot, pkg, 'dist'), 'dir');
  }
}

/** Home page and route bytes of the site built under `buildRoot`. */
async function bytesOf(buildRoot) {
  const rows = await measureBundles({ buildRoot, routes: [ROUTE] });
  const home = rows.find((row) => row.path === '/');
  const route = rows.find((row) => row.path === ROUTE.path && row.kind !== 'api');
  // A library in two scripts of a page (the bundle budget's "shared twice"), either page.
  const twice = new Set([...home.twice, ...route.twice]);
  return { home: home.bytes, route: route.bytes, twice: twice.size };
}

/** A site serving the builds under `buildRoot`; `nice` as startSite's. */
const siteOf = (buildRoot, nice = 0) =>
  startSite({
    nice,
    env: { HOST_DIST: path.join(buildRoot, HOST, 'dist'), REMOTES_ROOT: buildRoot },
  });

/**
 * Median Lighthouse TBT of each BLOCKING_PAGES page, with the trick (`withRoot`) and without it
 * (`withoutRoot`). TBT multiplies every main-thread task by 4, so a shared machine's drift
 * swamps a difference measured in two blocks: the two sites run side by side and take turns,
 * run by run.
 */
async function blockingMs(withRoot, withoutRoot) {
  // As bench:lighthouse: the servers yield the cores to the browser (they stand in for others).
  const sites = [await siteOf(withRoot, 10), await siteOf(withoutRoot, 10)];
  try {
    const [withTrick, withoutTrick] = [{}, {}];
    for (const page of BLOCKING_PAGES) {
      const runs = [[], []];
      for (let run = 0; run < BLOCKING_RUNS; run += 1) {
        for (const [i, site] of sites.entries()) {
          const origin = page.channel === 'catering' ? site.cateringUrl : site.consumerUrl;
          const storage = await seededStorage(origin, page.channel === 'catering');
          runs[i].push((await measuredRun(origin, page.path, storage)).tbt);
        }
      }
      withTrick[`${page.channel} ${page.path}`] = median(runs[0]);
      withoutTrick[`${page.channel} ${page.path}`] = median(runs[1]);
    }
    return { withTrick, withoutTrick };
  } finally {
    for (const site of sites) site.stop();
  }
}

/** The rows of the table: per trick, its measures with it, without it, and the difference. */
export function trickRows(withAll, without) {
  return Object.entries(without).flatMap(([trick, figures]) => {
    const rows = [];
    if (figures.blocking) {
      for (const page of Object.keys(figures.blocking)) {
        rows.push({
          trick,
          measure: `${page} Lighthouse TBT ms (median of ${BLOCKING_RUNS})`,
          with: withAll.blocking[trick][page],
          without: figures.blocking[page],
          digits: 0,
        });
      }
    }
    rows.push(
      {
        trick,
        measure: 'home page KiB gzip',
        with: withAll.home / 1024,
        without: figures.home / 1024,
        digits: 1,
      },
      {
        trick,
        measure: `${ROUTE.path} route KiB gzip`,
        with: withAll.route / 1024,
        without: figures.route / 1024,
        digits: 1,
      },
      {
        trick,
        measure: `libraries in two scripts of / or ${ROUTE.path}`,
        with: withAll.twice,
        without: figures.twice,
        digits: 0,
      },
    );
    return rows.map((row) => ({ ...row, difference: row.without - row.with }));
  });
}

export function printTrickTable(rows) {
  printColumns({
    header: ['trick', 'measure', 'with', 'without', 'difference (without − with)'],
    lines: rows.map((row) => [
      row.trick,
      row.measure,
      row.with.toFixed(row.digits),
      row.without.toFixed(row.digits),
      signedFigure(row.difference, row.digits),
    ]),
    rightAligned: (i) => i >= 2,
  });
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const onlyAt = process.argv.indexOf('--only');
  const tricks = onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : Object.keys(TRICKS);
  for (const trick of tricks) if (!TRICKS[trick]) throw new Error(`no such trick: ${trick}`);

  const withAll = { ...(await bytesOf(root)) };
  const without = {};
  for (const trick of tricks) {
    console.log(`\n--- without ${trick}: ${TRICKS[trick].what}`);
    const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), `qsr-without-${trick}-`));
    try {
      buildVariant(trick, buildRoot);
      without[trick] = await bytesOf(buildRoot);
      if (BLOCKING_TRICKS.includes(trick)) {
        // Each against its own runs of the site as built: the two take turns (blockingMs).
        const { withTrick, withoutTrick } = await blockingMs(root, buildRoot);
        withAll.blocking = { ...withAll.blocking, [trick]: withTrick };
        without[trick].blocking = withoutTrick;
      }
    } finally {
      fs.rmSync(buildRoot, { recursive: true, force: true });
    }
  }
  const rows = trickRows(withAll, without);
  console.log('\nPerformance tricks: the site as built, and without each trick (same run)\n');
  printTrickTable(rows);
  if (jsonAt > 0) {
    fs.writeFileSync(
      process.argv[jsonAt + 1],
      `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
    );
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
