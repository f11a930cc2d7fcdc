// The machine's Chromium and the flags every browser of the tests, benches and attacks starts with.
const fs = require('node:fs');

/** Debian's Chromium where installed; Playwright's own browser otherwise (never downloaded here). */
const CHROMIUM_PATH = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

const MACHINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 opens the omnibox popup's WebUI (chrome://omnibox-popup.top-chrome/, two pages)
 * in a renderer of its own for every window, so for every browser context: a headless run never
 * shows it, and on two cores it took a fifth of the end-to-end suite's time.
 */
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Every new page starts a spare renderer beside its own, for a next navigation that a test's
 * short-lived browser context never makes: measured on two cores, 30 contexts each loading
 * /about, 0.23–0.57 CPU-s and 50–230 ms less a context without it. Playwright's launches only:
 * Lighthouse measures the page as a customer's browser runs it, spare and all.
 */
const SPARE_RENDERER = ['SpareRendererForSitePerProcess'];

/**
 * Chromium reads only the last `--disable-features`, so ours repeats the launcher's own list:
 * Playwright's as version 1.65 starts Chromium (it exports none; e2e's global set-up stops the
 * run when an upgrade adds one this lacks), chrome-launcher's from its `defaultFlags()`.
 */
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE = '--disable-features=';

/** The arguments of a Playwright launch. */
const CHROMIUM_ARGS = [
  ...MACHINE_FLAGS,
  DISABLE + [...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUP, ...SPARE_RENDERER].join(','),
];

/**
 * The `chromeFlags` of a chrome-launcher launch (Lighthouse), given chrome-launcher's
 * `defaultFlags()`: they go after its own, so our `--disable-features` is the one read.
 */
function chromeLauncherFlags(defaultFlags) {
  const theirs = defaultFlags.find((flag) => flag.startsWith(DISABLE));
  const disabled = theirs ? theirs.slice(DISABLE.length).split(',') : [];
  return [...MACHINE_FLAGS, DISABLE + [...disabled, ...OMNIBOX_POPUP].join(',')];
}

/** The features a launcher disabled (the first `--disable-features`) that the last, the one Chromium reads, turns back on. */
function featuresTurnedBackOn(commandLine) {
  const lists = commandLine
    .filter((arg) => arg.startsWith(DISABLE))
    .map((arg) => arg.slice(DISABLE.length).split(','));
  if (lists.length < 2) return [];
  const read = new Set(lists[lists.length - 1]);
  return lists[0].filter((feature) => !read.has(feature));
}

module.exports = {
  CHROMIUM_PATH,
  CHROMIUM_ARGS,
  OMNIBOX_POPUP,
  chromeLauncherFlags,
  featuresTurnedBackOn,
};
