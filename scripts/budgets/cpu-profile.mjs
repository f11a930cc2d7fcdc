#!/usr/bin/env node
// `npm run bench:profile -- <path> [catering]`: where the main thread's time goes on a page, by
// the site's own sources. Chromium's sampling profiler over the DevTools protocol, at Lighthouse's
// 4× CPU slowdown, on a phone's viewport, a guest's box seeded as `bench:lighthouse` seeds it
// (`/menu/product` stands for the product in the box), from the navigation to 5 s after the
// load; each sample mapped through the build's source maps. Prints the self time by source and
// by function, and everything under `PROFILE_UNDER` (React's work loop by default: the renders),
// in ms a run of the slowed CPU. PROFILE_RUNS (3) runs, each in a fresh browser context.
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.cjs';
import { addProfile, emptyTotals, topRows } from './cpu-profile-figures.mjs';
import { keepInBrowser, PRODUCT_PAGE, seededStorage } from './lighthouse-bench.mjs';
import { startSite } from './site.mjs';

const [route = '/menu', channel = 'consumer'] = process.argv.slice(2);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const UNDER = process.env.PROFILE_UNDER ?? 'performWorkUntilDeadline';
const CPU_SLOWDOWN = 4;

/** Each script's source map, read once: a frame's place in the code it was built from. */
function sourceMaps() {
  const maps = new Map();
  const read = async (url) => {
    const response = await fetch(`${url}.map`).catch(() => null);
    return response?.ok ? new SourceMapConsumer(await response.json()) : null;
  };
  return {
    async load(profile) {
      for (const { callFrame } of profile.nodes)
        if (callFrame.url.endsWith('.js') && !maps.has(callFrame.url))
          maps.set(callFrame.url, await read(callFrame.url));
    },
    locate(callFrame) {
      const position = maps
        .get(callFrame.url)
        ?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      return position?.source ? position : null;
    },
  };
}

async function profileOnce(browser, origin, storage) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await keepInBrowser(page, origin, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${route === PRODUCT_PAGE ? storage.productPage : route}`, {
      waitUntil: 'load',
    });
    await page.waitForTimeout(5000);
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await context.close();
  }
}

const print = (title, rows) => {
  console.log(`\n${title}`);
  for (const [ms, label] of rows) console.log(`${ms.padStart(8)} ms  ${label}`);
};

const site = await startSite({ nice: 10 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const origin = channel === 'catering' ? site.cateringUrl : site.consumerUrl;
  const maps = sourceMaps();
  const totals = emptyTotals();
  for (let run = 0; run < RUNS; run += 1) {
    const profile = await profileOnce(
      browser,
      origin,
      await seededStorage(origin, channel === 'catering'),
    );
    await maps.load(profile);
    addProfile(totals, profile, (callFrame) => maps.locate(callFrame), UNDER);
  }
  console.log(`${channel} ${route}: ${RUNS} runs at ${CPU_SLOWDOWN}× CPU, ms a run`);
  print('self time by source', topRows(totals.self, totals.runs, 25));
  print('self time by function', topRows(totals.functions, totals.runs, 25));
  print(`under ${UNDER}`, topRows(totals.inclusive, totals.runs, 40));
} finally {
  await browser.close();
  site.stop();
}
