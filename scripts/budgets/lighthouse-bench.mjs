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
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { root } from '../processes.mjs';
import { chromeLauncherFlags } from '../../tooling/chromium.cjs';
import { LIGHTHOUSE_BUDGETS, pageRow, runFigures } from './lighthouse-figures.mjs';
import { printBenchTable } from './lighthouse-tables.mjs';
import { renderersFirst } from './renderers-first.mjs';
import { startSite } from './site.mjs';
import { unprivilegedChromium } from './unprivileged-chromium.mjs';

/** Stands for the product page of the product in the seeded box (its menu's own sku). */
export const PRODUCT_PAGE = '/menu/product';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PATHS = (
  process.env.LIGHTHOUSE_PATHS ?? `/,/menu,${PRODUCT_PAGE},/locations,/order/checkout`
).split(',');
const CHANNELS = (process.env.LIGHTHOUSE_CHANNELS ?? 'consumer,catering').split(',');
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const RESTAURANT = 101;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const HEADERS = { 'x-client-type': 'web', 'x-api-version': '2', 'x-environment': 'prod' };

async function api(base, method, apiPath, body) {
  const response = await fetch(`${base}/api/v1/${apiPath}`, {
    method,
    headers: {
      ...HEADERS,
      'content-type': 'application/json',
      'x-api-path': apiPath.split('?')[0],
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * What the browser of a guest with a restaurant chosen and one product in the box keeps:
 * local storage, and the cookies the site keeps with the restaurant and the box (boot-state.ts).
 */
export async function seededStorage(base, catering) {
  const location = await api(base, 'GET', `locations/${RESTAURANT}`);
  const menuId =
    catering && location.catering_menu_id ? location.catering_menu_id : location.menu_id;
  const order = await api(base, 'POST', 'orders/create', { menu_id: menuId });
  const menu = await api(base, 'GET', `menus/${menuId}`);
  const product = menu.categories
    .flatMap((category) => category.products)
    .find((p) => !(p.options ?? []).some((option) => option.min > 0));
  const filled = await api(base, 'POST', `orders/${order.id}/products`, {
    products: [{ id: product.id, quantity: 1, choices: [], isupsell: false }],
  });
  const expires = Date.now() + 86_400_000;
  return {
    productPage: `${PRODUCT_PAGE}?id=${encodeURIComponent(product.sku)}`,
    storage: {
      'qsr.location': JSON.stringify({ ...location, expires }),
      'qsr.order': JSON.stringify({ ...filled, expires }),
    },
    cookies: [`qsr-restaurant=${location.id}`, `qsr-guest-box=${filled.id}`],
  };
}

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

    const result = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories,
      ...(process.env.LIGHTHOUSE_BLOCK
        ? { blockedUrlPatterns: process.env.LIGHTHOUSE_BLOCK.split(',') }
        : {}),
    });
    finished?.();
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(origin).port}${route.replaceAll('/', '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
      // The page's trace beside it: what the main thread did in each of the tasks Lighthouse saw.
      const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
      if (trace)
        fs.writeFileSync(
          path.join(REPORTS, name.replace(/\.json$/, '.trace')),
          JSON.stringify(trace),
        );
    }
    return runFigures(result.lhr);
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
export async function measuredRun(origin, route, storage, hooks = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await runOnce(origin, route, storage, hooks);
    if (!run.runtimeError || attempt === 3) return run;
    process.stderr.write(`(${run.runtimeError}: again)`);
  }
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const jsonFile =
    jsonAt > 0 ? process.argv[jsonAt + 1] : path.join(root, 'bench-results/lighthouse.json');
  // The site stands in for servers elsewhere: on this machine they share the phone's cores, so
  // they yield them to the browser rather than lengthen the tasks Lighthouse multiplies by 4.
  // With SANDBOX_SCALE=chain (a chain's restaurants and menus), the sandbox seeds for a minute.
  const site = await startSite({ nice: 10, readyTimeoutMs: 180_000 });
  const rows = [];
  try {
    const origins = { consumer: site.consumerUrl, catering: site.cateringUrl };
    for (const channel of CHANNELS) {
      const origin = origins[channel];
      for (const route of PATHS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const storage = await seededStorage(origin, channel === 'catering');
          const page = route === PRODUCT_PAGE ? storage.productPage : route;
          runs.push(await measuredRun(origin, page, storage));
          process.stderr.write('.');
        }
        rows.push(pageRow(channel, route, runs));
      }
    }
  } finally {
    site.stop();
  }
  console.log(`\n\nLighthouse ${RUNS}-run medians (mobile preset, seeded box)\n`);
  printBenchTable(rows);
  fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, budgets: LIGHTHOUSE_BUDGETS, rows }, null, 2)}\n`,
  );
  console.log(`\nReport: ${path.relative(process.cwd(), jsonFile)}`);
  if (rows.some((row) => !row.ok)) {
    console.error('Lighthouse budgets not met.');
    process.exitCode = 1;
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
