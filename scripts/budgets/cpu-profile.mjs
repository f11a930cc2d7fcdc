#!/usr/bin/env node
// `npm run bench:profile -- <path> [catering]`: where the main thread's time goes on a page, by
// the site's own sources. Chromium's sampling profiler over the DevTools protocol, at Lighthouse's
// 4× CPU slowdown, on a phone's viewport, a guest's box seeded as `bench:lighthouse` seeds it
// (`/menu/product` stands for the product in the box), from the navigation to 5 s after the
// load; each sample mapped through the build's source maps. Prints the self time by source and
// by function, and everything under `PROFILE_UNDER` (React's work loop by default: the renders),
// in ms a run of the slowed CPU; then each run of script over 50 ms, named by the site's function
// it spent most in, and what they block beyond 50 ms (TBT's measure, steadier than Lighthouse's
// simulated one). PROFILE_RUNS (3) runs, each in a fresh browser context; SANDBOX_SCALE=chain at
// a chain's size.
import { runIfEntry } from './cli.mjs';
import { keepInBrowser } from './lighthouse-bench.mjs';
import { CPU_SLOWDOWN, profileOptions, runProfile } from './profile-run.mjs';
import { launchChromium, startSite } from './site.mjs';

/** The profile of one load of `route`, from the navigation to 5 s after the load. */
async function profileOnce(browser, origin, route, storage) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await keepInBrowser(page, origin, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await context.close();
  }
}

runIfEntry(import.meta.url, () =>
  runProfile(profileOptions(process.argv, process.env), {
    startSite,
    launchChromium,
    profileOnce,
  }),
);
