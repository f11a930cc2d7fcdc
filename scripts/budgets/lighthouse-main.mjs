// The Lighthouse bench's and gate's runs, from the site's start to their report, apart from
// Lighthouse: `measure` is lighthouse-bench.mjs's measuredRun, `startSite` site.mjs's.
import { gateOptions, givenPages, sitePages, startReference } from './gate-pages.mjs';
import { measurePages, measureTurns } from './lighthouse-plan.mjs';
import { reportBench, reportGate } from './lighthouse-reports.mjs';

/** `npm run bench:lighthouse`: every page of `options` (benchOptions'), then its report. */
export async function runBench({ options, jsonFile, startSite, measure }) {
  // The site stands in for servers elsewhere: on this machine they share the phone's cores, so
  // they yield them to the browser rather than lengthen the tasks Lighthouse multiplies by 4.
  // With SANDBOX_SCALE=chain (a chain's restaurants and menus), the sandbox seeds for a minute.
  const site = await startSite({ nice: 10, readyTimeoutMs: 180_000 });
  let rows;
  try {
    const origins = { consumer: site.consumerUrl, catering: site.cateringUrl };
    rows = await measurePages({ origins, ...options, measure });
  } finally {
    site.stop();
  }
  reportBench(rows, { runs: options.runs, jsonFile });
}

/** The pages to judge: the site's, each with a guest's seeded box, or the ones given. */
async function pagesToJudge(urls, startSite) {
  if (urls.length > 0) return { pages: givenPages(urls), stop: () => {} };
  // The servers stand in for machines elsewhere: they yield the cores to the browser.
  const site = await startSite({ nice: 10 });
  return { pages: sitePages(site), stop: site.stop };
}

/** `npm run test:lighthouse` with its command-line `args`: the reference and the pages, judged. */
export async function runGate(args, { startSite, measure }) {
  const { runs, urls, json } = gateOptions(args);
  const reference = await startReference();
  const { pages, stop } = await pagesToJudge(urls, startSite).catch((error) => {
    reference.stop();
    throw error;
  });
  let figures;
  try {
    figures = await measureTurns({ runs, reference, pages, measure });
  } finally {
    stop();
    reference.stop();
  }
  reportGate({ runs, pages, figures, jsonFile: json });
}
