// `npm run bench:scale`: how the site's costs grow from the fixtures (18 restaurants, small
// menus, a member with 10 orders) to a chain (SANDBOX_SCALE=chain: 800 restaurants, menus of
// 120+ products, a member with 500 orders and 50 favourites, 2,000 postings). Both sizes run at
// once, each a throw-away site, and every figure is measured in short interleaved rounds (a
// round of one size, then one of the other, the first turning each round), so that other work
// on a shared machine weighs on both sizes alike: locations/search p50 and p95 straight to the
// sandbox and through the BFF, careers search p95, Lighthouse LCP and TBT (median of 5, mobile
// preset) on /locations and /menu, and the order history's render time (the member's
// /account/order-history in Chromium at 4 × CPU slowdown, from navigation until its recent and
// favourite orders are on the page, median of 5). Each round is printed with the share of the
// machine's CPU time that other processes took during it (tooling/bench/other-work.ts); the
// table's header says under what load it was measured and whether the run counts as quiet.
// The goal is flat: no figure at chain size more than 1.5 × its small value (figures under 5 ms
// on both sides count as met, and a Lighthouse time under half its budget on both sides); and
// every Lighthouse budget of README met at both sizes. Exits 1 when either is missed (on a busy
// machine too: the header then says the run is not the goal's).
//
// Run with tsx (`node --import tsx`, as `npm run bench:scale` does): the pure parts are
// TypeScript in tooling/bench/, tested there.
// Options: SCALE_BENCH_RUNS (Lighthouse runs per page and size, and history renders, 5),
// SCALE_BENCH_SAMPLES (API calls per figure and size, 200, in 10 rounds), --json <file>.
import path from 'node:path';
import { root } from '../processes.mjs';
import { optionValue, runIfEntry } from './cli.mjs';
import { historyRenderMs } from './history-render.mjs';
import { measuredRun } from './lighthouse-bench.mjs';
import { seededStorage } from './lighthouse-seed.mjs';
import { scalePlan } from './scale-plan.mjs';
import { runScale } from './scale-run.mjs';
import { launchChromium, startSite } from './site.mjs';

/** The browser's parts of the rounds: Lighthouse runs with a guest's box, the history's renders. */
const BROWSER = {
  lighthouseRun: async (site, page, hooks) =>
    measuredRun(site.consumerUrl, page, await seededStorage(site.consumerUrl, false), hooks),
  historyRenderer: async () => {
    const browser = await launchChromium();
    return {
      render: (site) => historyRenderMs(browser, site.consumerUrl, site.session),
      close: () => browser.close(),
    };
  },
};

runIfEntry(import.meta.url, () =>
  runScale({
    plan: scalePlan(process.env),
    jsonFile: optionValue(process.argv, '--json') ?? path.join(root, 'bench-results/scale.json'),
    startSite,
    browser: BROWSER,
  }),
);
