// What the Lighthouse bench measures and how Lighthouse runs, from its environment variables
// (lighthouse-bench.mjs lists them).
import { PRODUCT_PAGE } from './lighthouse-seed.mjs';

/** The categories Lighthouse scores unless told fewer. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Runs per page, the paths and channels measured, where full reports go (if anywhere). */
export const benchOptions = (env) => ({
  runs: Number(env.LIGHTHOUSE_RUNS ?? 5),
  paths: (env.LIGHTHOUSE_PATHS ?? `/,/menu,${PRODUCT_PAGE},/locations,/order/checkout`).split(','),
  channels: (env.LIGHTHOUSE_CHANNELS ?? 'consumer,catering').split(','),
  reports: env.LIGHTHOUSE_REPORTS,
});

/**
 * Lighthouse's settings for a run in the Chrome on `port`: the storage seeded before it kept
 * (disableStorageReset), and the URL patterns LIGHTHOUSE_BLOCK names blocked.
 */
export const lighthouseSettings = (port, onlyCategories, env) => ({
  port,
  output: 'json',
  logLevel: 'error',
  disableStorageReset: true,
  onlyCategories,
  ...(env.LIGHTHOUSE_BLOCK ? { blockedUrlPatterns: env.LIGHTHOUSE_BLOCK.split(',') } : {}),
});
