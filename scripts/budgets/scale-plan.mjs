// What `npm run bench:scale` (scale-bench.mjs) measures at each size: the sizes, the API calls
// and pages, how many of each, and the figures a size's measurements make.
import { callsPerRound } from '../../tooling/bench/cost-against-size.ts';
import { median, percentile } from '../../tooling/bench/statistics.ts';
import { HISTORY_PATH } from './history-render.mjs';
import { LIGHTHOUSE_BUDGETS, medians } from './lighthouse-figures.mjs';
import { HEADERS } from './site-api.mjs';

export const PAGES = ['/locations', '/menu'];
/** The Lighthouse times measured on each page (of LIGHTHOUSE_BUDGETS). */
const LIGHTHOUSE_FIGURES = LIGHTHOUSE_BUDGETS.filter((b) => b.key === 'lcp' || b.key === 'tbt');
const lighthouseFigure = (page, label) => `${page} ${label} (Lighthouse)`;
/**
 * A Lighthouse time's floor is half its budget: below it, a median of five runs is within one
 * run's spread (a page's TBT on one build and size ranged 4–93 ms on 2026-11-25), so the ratio
 * of the two sizes' medians says nothing of how cost grows. Above it, where the budget is at
 * stake, the ratio is judged.
 */
export const FLOORS = Object.fromEntries(
  PAGES.flatMap((page) =>
    LIGHTHOUSE_FIGURES.map((b) => [lighthouseFigure(page, b.label), b.max / 2]),
  ),
);

export const SIZES = [
  {
    scale: 'fixtures',
    label: '18 restaurants, small menus, 10 orders',
    member: { email: 'demo@example.com', password: 'Biscuits123!' },
  },
  {
    scale: 'chain',
    label: '800 restaurants, large menus, 500 orders',
    member: { email: 'chain@example.com', password: 'Biscuits123!' },
  },
];

/** Places customers search from: the fixtures' cities, where both sizes have restaurants. */
const POINTS = [
  [35.7796, -78.6382],
  [35.2271, -80.8431],
  [34.0007, -81.0348],
  [36.1627, -86.7816],
  [33.749, -84.388],
  [37.5407, -77.436],
];
const JOB_PLACES = ['27612', '28202', '29201', '37203', '30303', '23219'];
const COMPRESSED = { 'accept-encoding': 'br, gzip' };

/** The `i`th search's query: a fixtures' city, a little off its centre as customers are. */
export const searchQuery = (i) => {
  const [lat, lng] = POINTS[i % POINTS.length];
  const jitter = ((i * 37) % 100) / 1000;
  return `lat=${(lat + jitter).toFixed(4)}&lng=${(lng - jitter).toFixed(4)}&radius=25&limit=10`;
};

/** The API figures, `samples` calls each over `rounds` rounds, one after the other (a customer's wait). */
const apiFigures = (samples, rounds) =>
  [
    {
      name: 'locations/search direct',
      shares: [0.5, 0.95],
      call: (site, i) =>
        fetch(`${site.sandboxUrl}/ordering/v1/locations/search?${searchQuery(i)}`, {
          headers: HEADERS,
        }),
    },
    {
      name: 'locations/search via BFF',
      shares: [0.5, 0.95],
      call: (site, i) =>
        fetch(`${site.consumerUrl}/api/v1/locations/search?${searchQuery(i)}`, {
          headers: { ...HEADERS, ...COMPRESSED, 'x-api-path': 'locations/search' },
        }),
    },
    {
      name: 'careers search',
      shares: [0.95],
      call: (site, i) =>
        fetch(
          `${site.consumerUrl}/api/jobsearch?action=search&zip=${JOB_PLACES[i % JOB_PLACES.length]}&radius=25&page=1&per_page=10`,
          { headers: COMPRESSED },
        ),
    },
  ].map((figure) => ({ ...figure, perRound: callsPerRound(samples, rounds) }));

/**
 * The bench's plan from its environment: SCALE_BENCH_RUNS (Lighthouse runs per page and size,
 * and history renders, 5), SCALE_BENCH_SAMPLES (API calls per figure and size, 200, in 10 rounds).
 */
export function scalePlan(env) {
  const apiRounds = 10;
  return {
    runs: Number(env.SCALE_BENCH_RUNS ?? 5),
    apiRounds,
    apiFigures: apiFigures(Number(env.SCALE_BENCH_SAMPLES ?? 200), apiRounds),
  };
}

/** A size's figures: the API percentiles over all its rounds, the Lighthouse medians. */
export function figuresOf(site, plan) {
  const figures = {};
  for (const figure of plan.apiFigures) {
    for (const share of figure.shares) {
      figures[`${figure.name} p${share * 100} ms`] = percentile(site.times[figure.name], share);
    }
  }
  const lighthouse = {};
  for (const page of PAGES) {
    lighthouse[page] = medians(site.runs[page], LIGHTHOUSE_BUDGETS);
    for (const { key, label } of LIGHTHOUSE_FIGURES) {
      figures[lighthouseFigure(page, label)] = lighthouse[page][key];
    }
  }
  figures[`order history render ms (${HISTORY_PATH})`] = median(site.histories);
  return { figures, lighthouse };
}
