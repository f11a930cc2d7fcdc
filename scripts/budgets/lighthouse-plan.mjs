// In what order the Lighthouse bench and its gate measure their pages, apart from the browser
// and Lighthouse that measure each: `measure(origin, route, storage, hooks)` gives one run's
// figures (lighthouse-bench.mjs, measuredRun).
import { pageRow } from './lighthouse-figures.mjs';
import { PRODUCT_PAGE, seededStorage } from './lighthouse-seed.mjs';

/** Nothing seeded: a page measured as a first visitor sees it. */
export const EMPTY = { storage: {}, cookies: [] };
const PERFORMANCE_ONLY = { onlyCategories: ['performance'] };

/** `runOnce()` until Lighthouse records the load, three attempts at most; the last counts as it came. */
export async function untilRecorded(runOnce) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await runOnce();
    if (!run.runtimeError || attempt === 3) return run;
    process.stderr.write(`(${run.runtimeError}: again)`);
  }
}

/**
 * The bench's rows: for each channel (its origin in `origins`) and path, `runs` runs one after
 * the other, each with a box seeded afresh (the product page is the box's product's).
 */
export async function measurePages({ origins, channels, paths, runs, measure }) {
  const rows = [];
  for (const channel of channels) {
    const origin = origins[channel];
    for (const route of paths) {
      const figures = [];
      for (let run = 0; run < runs; run += 1) {
        const storage = await seededStorage(origin, channel === 'catering');
        const page = route === PRODUCT_PAGE ? storage.productPage : route;
        figures.push(await measure(origin, page, storage));
        process.stderr.write('.');
      }
      rows.push(pageRow(channel, route, figures));
    }
  }
  return rows;
}

/**
 * The gate's figures by page label, `reference` first: `runs` turns, each measuring the reference
 * page and then every page (performance only), so that whatever else the machine does falls on
 * the reference and the pages alike. `page.storage()` seeds a page's run.
 */
export async function measureTurns({ runs, reference, pages, measure }) {
  const figures = { reference: [], ...Object.fromEntries(pages.map((p) => [p.label, []])) };
  for (let run = 0; run < runs; run += 1) {
    figures.reference.push(await measure(reference.origin, '/', EMPTY, PERFORMANCE_ONLY));
    for (const page of pages) {
      const storage = await page.storage();
      figures[page.label].push(await measure(page.origin, page.route, storage, PERFORMANCE_ONLY));
      process.stderr.write('.');
    }
  }
  return figures;
}
