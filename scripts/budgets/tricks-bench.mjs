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
//   blocking    a trick that saves main-thread blocking, not bytes (`blocking` in tricks.cjs):
//               Lighthouse's TBT and the blocking by CPU time (cpu-blocking.mjs), mobile preset,
//               a box seeded, as bench:lighthouse, on the pages of BLOCKING_PAGES, medians of
//               BLOCKING_RUNS, the site as built and the variant taking turns
//
// Run after the build (`npm run bench`, `npm run bench:tricks`). Options: --json <file>;
// --only <trick,...> measures those tricks alone.
import { spawnSync } from 'node:child_process';
import { root } from '../processes.mjs';
import { measureBundles } from './bundle-budget.mjs';
import { servedBuilds } from './bundle-files.mjs';
import { optionValue, runIfEntry } from './cli.mjs';
import { measuredRun } from './lighthouse-bench.mjs';
import { seededStorage } from './lighthouse-seed.mjs';
import { startSite } from './site.mjs';
import { reportTricks } from './trick-table.mjs';
import {
  linkOtherBuilds,
  measureBlocking,
  measureTricks,
  ROUTE,
  tricksToMeasure,
  variantFigures,
  variantPackages,
} from './tricks-plan.mjs';

/** Builds what `trick` changes without it into `buildRoot`, then links every other package's dist. */
function buildVariant(trick, buildRoot) {
  const packages = variantPackages(trick);
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
  linkOtherBuilds(buildRoot, packages);
}

/** The site served from the builds under `buildRoot`, its servers yielding to the browser. */
const siteOf = (buildRoot) => startSite({ nice: 10, env: servedBuilds(buildRoot) });

/** A blocking trick's figures on `pages`: the site as built and the one under `buildRoot`, in turns. */
async function blockingOf(buildRoot, pages) {
  const sites = [await siteOf(root), await siteOf(buildRoot)];
  try {
    return await measureBlocking({
      sites,
      pages,
      measure: async (site, { channel, path }) => {
        const origin = channel === 'catering' ? site.cateringUrl : site.consumerUrl;
        return measuredRun(origin, path, await seededStorage(origin, channel === 'catering'));
      },
    });
  } finally {
    for (const site of sites) site.stop();
  }
}

runIfEntry(import.meta.url, async () => {
  const tricks = tricksToMeasure(process.argv);
  const rows = await measureTricks(tricks, {
    buildVariant,
    figuresOf: async (buildRoot) =>
      variantFigures(await measureBundles({ buildRoot, routes: [ROUTE] })),
    blockingOf,
  });
  reportTricks(rows, optionValue(process.argv, '--json'));
});
