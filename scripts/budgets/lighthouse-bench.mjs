#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 with its default mobile preset
// (simulated slow 4G, 4× CPU slowdown) on /, /menu, the product page of the product in the box,
// /locations and /order/checkout of both
// channels, a seeded box (a chosen restaurant and one product), five runs each, one after the
// other, each in a fresh Chromium profile (empty cache), run as an ordinary user's
// (unprivileged-chromium.mjs), whose other processes yield to its renderers (renderers-first.mjs).
// Prints the medians against the budgets and writes them with every run to
// bench-results/lighthouse.json. Exits 1 on a breach.
//
// Options: LIGHTHOUSE_RUNS (5), LIGHTHOUSE_PATHS (comma separated), LIGHTHOUSE_CHANNELS
// (consumer,catering), LIGHTHOUSE_REPORTS (a folder: every run's full Lighthouse report, to find
// out why a metric is what it is), LIGHTHOUSE_BLOCK (URL patterns, comma separated, that the
// page loads without: what a file costs), SANDBOX_SCALE=chain (at a chain's size), --json <file>.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { root } from '../processes.mjs';
import { chromeLauncherFlags } from '../../tooling/chromium.cjs';
import { optionValue, runIfEntry } from './cli.mjs';
import { cpuBlockingMs } from './cpu-blocking.mjs';
import { runFigures } from './lighthouse-figures.mjs';
import { benchOptions, CATEGORIES, lighthouseSettings } from './lighthouse-options.mjs';
import { runBench } from './lighthouse-main.mjs';
import { untilRecorded } from './lighthouse-plan.mjs';
import { keepReport, runTrace } from './lighthouse-reports.mjs';
import { renderersFirst } from './renderers-first.mjs';
import { startSite } from './site.mjs';
import { unprivilegedChromium } from './unprivileged-chromium.mjs';

const OPTIONS = benchOptions(process.env);

/** Puts `seededStorage` into the browser of `page`, on a page without scripts (the cache stays empty). */
export async function keepInBrowser(page, origin, storage) {
  await page.goto(`${origin}/healthz`);
  await page.evaluate(({ storage: entries, cookies }) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    for (const cookie of cookies) document.cookie = `${cookie}; path=/; max-age=31536000`;
  }, storage);
}

async function runOnce(origin, route, storage, { started, finished, onlyCategories = CATEGORIES }) {
  started?.();
  const unprivileged = unprivilegedChromium();
  const chrome = await chromeLauncher.launch({
    ...unprivileged.options,
    chromeFlags: ['--headless=new', ...chromeLauncherFlags(chromeLauncher.Launcher.defaultFlags())],
  });
  renderersFirst(chrome.pid);
  try {
    // The box goes into the profile's storage (and cookies) first, on a page without scripts, so the cache
    // stays empty for the measured load (Lighthouse then keeps storage: disableStorageReset).
    if (Object.keys(storage.storage).length > 0 || storage.cookies.length > 0) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await keepInBrowser(page, origin, storage);
      await page.close();
      await browser.close();
    }
    const settings = lighthouseSettings(chrome.port, onlyCategories, process.env);
    const result = await lighthouse(`${origin}${route}`, settings);
    finished?.();
    if (OPTIONS.reports) keepReport(OPTIONS.reports, origin, route, result);
    const trace = runTrace(result);
    return { ...runFigures(result.lhr), cpuBlocking: trace ? cpuBlockingMs(trace) : NaN };
  } finally {
    await chrome.kill();
    unprivileged.cleanup();
  }
}

/**
 * A run Lighthouse failed to record is run again, twice at most; then it counts as it came.
 * `onlyCategories` are Lighthouse's to score (all three by default). `started` is called as each
 * attempt starts Chrome, `finished` once Lighthouse has its report,
 * while Chrome still runs: Chrome's processes are killed from outside, and end orphaned, out of
 * this process's tree (where the scale bench counts its own CPU time, whatever is not in it
 * being other work's).
 */
export const measuredRun = (origin, route, storage, hooks = {}) =>
  untilRecorded(() => runOnce(origin, route, storage, hooks));

runIfEntry(import.meta.url, () =>
  runBench({
    options: OPTIONS,
    jsonFile:
      optionValue(process.argv, '--json') ?? path.join(root, 'bench-results/lighthouse.json'),
    startSite,
    measure: measuredRun,
  }),
);
