// `npm run bench:profile` from the site's start to its printed totals (cpu-profile.mjs), apart
// from the browser: `profileOnce(browser, origin, route, storage)` profiles one load of a page.
import { addProfile, emptyTotals, printTotals } from './cpu-profile-figures.mjs';
import { PRODUCT_PAGE, seededStorage } from './lighthouse-seed.mjs';
import { sourceMaps } from './source-maps.mjs';

/** Lighthouse's CPU slowdown, which the profile runs at too. */
export const CPU_SLOWDOWN = 4;

/** `<path> [channel]` of the command line; PROFILE_RUNS (3) and PROFILE_UNDER of `env`. */
export function profileOptions(argv, env) {
  const [route = '/menu', channel = 'consumer'] = argv.slice(2);
  return {
    route,
    channel,
    runs: Number(env.PROFILE_RUNS ?? 3),
    under: env.PROFILE_UNDER ?? 'performWorkUntilDeadline',
  };
}

/**
 * Profiles `options.runs` loads of the page, each with a guest's box seeded afresh, on a site of
 * its own (`startSite` site.mjs's) in one browser (`launchChromium`'s), and prints the totals.
 */
export async function runProfile(options, { startSite, launchChromium, profileOnce }) {
  // With SANDBOX_SCALE=chain (a chain's restaurants and menus), the sandbox seeds for a minute.
  const site = await startSite({ nice: 10, readyTimeoutMs: 180_000 });
  const browser = await launchChromium();
  try {
    const catering = options.channel === 'catering';
    const origin = catering ? site.cateringUrl : site.consumerUrl;
    const maps = sourceMaps();
    const totals = emptyTotals();
    for (let run = 0; run < options.runs; run += 1) {
      const storage = await seededStorage(origin, catering);
      const route = options.route === PRODUCT_PAGE ? storage.productPage : options.route;
      const profile = await profileOnce(browser, origin, route, storage);
      await maps.load(profile);
      addProfile(totals, profile, (callFrame) => maps.locate(callFrame), options.under);
    }
    printTotals(totals, { ...options, slowdown: CPU_SLOWDOWN });
  } finally {
    await browser.close();
    site.stop();
  }
}
