// The tricks bench's plan (tricks-bench.mjs), apart from its builds and browser: which tricks it
// measures, what each variant builds and takes from the packages' own builds, and in what order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRONTENDS } from '../../tooling/packages.cjs';
import { TRICKS } from '../../tooling/tricks.cjs';
import { root } from '../processes.mjs';
import { optionValue } from './cli.mjs';
import { medians } from './lighthouse-figures.mjs';
import { ROUTE_PATH, trickRows } from './trick-table.mjs';

const HOST = FRONTENDS[0];
/** The remote whose route the byte figures follow (its entry and chunks on /menu). */
export const ROUTE = { remote: 'menuCart', path: ROUTE_PATH };

/**
 * Where a trick that saves main-thread blocking is measured: the pages whose TBT was over its
 * budget, as a customer opens them (checkout with a box).
 */
export const BLOCKING_PAGES = [
  { channel: 'consumer', path: '/order/checkout' },
  { channel: 'consumer', path: '/locations' },
];
export const BLOCKING_RUNS = 5;

/** The pages a blocking trick is measured on: those it names, or BLOCKING_PAGES. */
export const blockingPagesOf = (trick) =>
  TRICKS[trick].measuredOn?.map((path) => ({ channel: 'consumer', path })) ?? BLOCKING_PAGES;
/** The figures a blocking trick is judged by, of each run (lighthouse-bench.mjs's measuredRun). */
const BLOCKING_FIGURES = [{ key: 'tbt' }, { key: 'cpuBlocking' }];

/**
 * Each page's medians of TBT and blocking by CPU time with a trick (`sites[0]`) and without it
 * (`sites[1]`), the two taking turns run by run so that the machine's moods fall on both;
 * `measure(site, page)` is one Lighthouse run's figures.
 */
export async function measureBlocking({
  sites,
  measure,
  pages = BLOCKING_PAGES,
  runs = BLOCKING_RUNS,
}) {
  const blocking = {};
  for (const page of pages) {
    const figures = [[], []];
    for (let run = 0; run < runs; run += 1)
      for (const [i, site] of sites.entries()) figures[i].push(await measure(site, page));
    blocking[`${page.channel} ${page.path}`] = {
      runs,
      with: medians(figures[0], BLOCKING_FIGURES),
      without: medians(figures[1], BLOCKING_FIGURES),
    };
  }
  return blocking;
}

/** Every trick, or those `--only <trick,...>` names; an unknown name is an error. */
export function tricksToMeasure(argv) {
  const only = optionValue(argv, '--only');
  const tricks = only ? only.split(',') : Object.keys(TRICKS);
  for (const trick of tricks) if (!TRICKS[trick]) throw new Error(`no such trick: ${trick}`);
  return tricks;
}

/**
 * The packages a build without `trick` rebuilds: the host, and every remote when the trick
 * changes them (the site without it on each page a variant is measured on).
 */
export const variantPackages = (trick) => (TRICKS[trick].builds === 'host' ? [HOST] : FRONTENDS);

/** Links each package's own dist under `buildRoot`, but for the `built` ones (never copied). */
export function linkOtherBuilds(buildRoot, built) {
  for (const pkg of FRONTENDS.filter((name) => !built.includes(name))) {
    fs.mkdirSync(path.join(buildRoot, pkg), { recursive: true });
    fs.symlinkSync(path.join(root, pkg, 'dist'), path.join(buildRoot, pkg, 'dist'), 'dir');
  }
}

/** Home page and route bytes, and libraries fetched twice, from a bundle measure's rows. */
export function variantFigures(rows) {
  const home = rows.find((row) => row.path === '/');
  const route = rows.find((row) => row.path === ROUTE.path && row.kind !== 'api');
  // A library in two scripts of a page (the bundle budget's "shared twice"), either page.
  const twice = new Set([...home.twice, ...route.twice]);
  return { home: home.bytes, route: route.bytes, twice: twice.size };
}

/**
 * The table's rows: the site as built, then each of `tricks` left out, each variant built by
 * `buildVariant(trick, buildRoot)` into a throw-away folder; `figuresOf(buildRoot)` measures one;
 * `blockingOf(buildRoot, pages)` measures a trick that saves main-thread blocking against the site
 * as built on `pages`, the two taking turns.
 */
export async function measureTricks(tricks, { buildVariant, figuresOf, blockingOf }) {
  const withAll = await figuresOf(root);
  const without = {};
  for (const trick of tricks) {
    console.log(`\n--- without ${trick}: ${TRICKS[trick].what}`);
    const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), `qsr-without-${trick}-`));
    try {
      buildVariant(trick, buildRoot);
      without[trick] = await figuresOf(buildRoot);
      if (TRICKS[trick].blocking)
        without[trick].blocking = await blockingOf(buildRoot, blockingPagesOf(trick));
    } finally {
      fs.rmSync(buildRoot, { recursive: true, force: true });
    }
  }
  return trickRows(withAll, without);
}
