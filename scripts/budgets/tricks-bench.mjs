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
import { ROUTE_PATH, printTrickTable, trickRows } from './trick-table.mjs';

const HOST = FRONTENDS[0];
/** The remote whose route the byte figures follow (its entry and chunks on /menu). */
const ROUTE = { remote: 'menuCart', path: ROUTE_PATH };

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

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const onlyAt = process.argv.indexOf('--only');
  const tricks = onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : Object.keys(TRICKS);
  for (const trick of tricks) if (!TRICKS[trick]) throw new Error(`no such trick: ${trick}`);

  const withAll = await bytesOf(root);
  const without = {};
  for (const trick of tricks) {
    console.log(`\n--- without ${trick}: ${TRICKS[trick].what}`);
    const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), `qsr-without-${trick}-`));
    try {
      buildVariant(trick, buildRoot);
      without[trick] = await bytesOf(buildRoot);
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
