#!/usr/bin/env node
// `npm run bench:scale`: how the site's costs grow from the fixtures (18 restaurants, small
// menus, a member with 10 orders) to a chain (SANDBOX_SCALE=chain: 800 restaurants, menus of
// 120+ products, a member with 500 orders and 50 favourites, 2,000 postings). For each size, on
// a throw-away site: locations/search p50 and p95 straight to the sandbox and through the BFF,
// the member's order history answers (orders/recent and orders/faves through the BFF), careers
// search p95, and Lighthouse LCP and TBT (median of 5, mobile preset) on /locations and /menu.
// Prints a table of cost against size; the goal is flat: no figure at chain size more than
// 1.5 × its small value (figures under FLOOR_MS on both sides count as met: a millisecond's
// jitter is not growth). Exits 1 when the goal or a Lighthouse budget is missed.
//
// Options: SCALE_BENCH_RUNS (Lighthouse runs per page, 5), SCALE_BENCH_SAMPLES (API calls per
// figure, 200), --json <file>.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../processes.mjs';
import { LIGHTHOUSE_BUDGETS, measuredRun, median, seededStorage } from './lighthouse-bench.mjs';
import { startSite } from './site.mjs';
import { printColumns } from './text-table.mjs';

const RUNS = Number(process.env.SCALE_BENCH_RUNS ?? 5);
const SAMPLES = Number(process.env.SCALE_BENCH_SAMPLES ?? 200);
const GOAL = 1.5;
const FLOOR_MS = 5;
const PAGES = ['/locations', '/menu'];

const SIZES = [
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

const HEADERS = { 'x-client-type': 'web', 'x-api-version': '2', 'x-environment': 'prod' };

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
};

/** Each call's time in ms, one after the other (the figure is a customer's wait, not throughput). */
async function timeCalls(count, call) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await call(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const searchQuery = (i) => {
  const [lat, lng] = POINTS[i % POINTS.length];
  // A little off the centre each time, as customers' positions are.
  const jitter = ((i * 37) % 100) / 1000;
  return `lat=${(lat + jitter).toFixed(4)}&lng=${(lng - jitter).toFixed(4)}&radius=25&limit=10`;
};

async function signIn(site, member) {
  const response = await fetch(`${site.consumerUrl}/api/v1/members/signin`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json', 'x-api-path': 'members/signin' },
    body: JSON.stringify({ ...member, captcha: 'sandbox-captcha-ok' }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  return data.tokens['ordering.access.token'];
}

async function measureSize(size) {
  process.stderr.write(`\n${size.label}: starting (SANDBOX_SCALE=${size.scale})`);
  const site = await startSite({
    env: { SANDBOX_SCALE: size.scale },
    nice: 10,
    readyTimeoutMs: 180_000,
  });
  try {
    const figures = {};
    const record = (name, times) => {
      figures[`${name} p50 ms`] = percentile(times, 0.5);
      figures[`${name} p95 ms`] = percentile(times, 0.95);
    };
    const direct = (i) =>
      fetch(`${site.sandboxUrl}/ordering/v1/locations/search?${searchQuery(i)}`, {
        headers: HEADERS,
      });
    const viaBff = (i) =>
      fetch(`${site.consumerUrl}/api/v1/locations/search?${searchQuery(i)}`, {
        headers: { ...HEADERS, 'x-api-path': 'locations/search', 'accept-encoding': 'br, gzip' },
      });
    await timeCalls(20, viaBff); // warm: connections open, statements prepared
    record('locations/search direct', await timeCalls(SAMPLES, direct));
    record('locations/search via BFF', await timeCalls(SAMPLES, viaBff));

    const token = await signIn(site, size.member);
    const history = (call) => () =>
      fetch(`${site.consumerUrl}/api/v1/orders/${call}`, {
        headers: {
          ...HEADERS,
          'x-api-path': `orders/${call}`,
          'x-ordering-token': token,
          'accept-encoding': 'br, gzip',
        },
      });
    record('order history (orders/recent)', await timeCalls(SAMPLES / 4, history('recent')));
    record('favourite orders (orders/faves)', await timeCalls(SAMPLES / 4, history('faves')));

    const jobs = (i) =>
      fetch(
        `${site.consumerUrl}/api/jobsearch?action=search&zip=${JOB_PLACES[i % JOB_PLACES.length]}&radius=25&page=1&per_page=10`,
        { headers: { 'accept-encoding': 'br, gzip' } },
      );
    const jobTimes = await timeCalls(SAMPLES / 2, jobs);
    figures['careers search p95 ms'] = percentile(jobTimes, 0.95);

    const lighthouse = {};
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const storage = await seededStorage(site.consumerUrl, false);
        runs.push(await measuredRun(site.consumerUrl, page, storage));
        process.stderr.write('.');
      }
      const medians = Object.fromEntries(
        LIGHTHOUSE_BUDGETS.map((b) => [b.key, median(runs.map((r) => r[b.key]))]),
      );
      lighthouse[page] = medians;
      figures[`${page} LCP ms (Lighthouse)`] = medians.lcp;
      figures[`${page} TBT ms (Lighthouse)`] = medians.tbt;
    }
    return { size, figures, lighthouse };
  } finally {
    site.stop();
  }
}

const round = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function verdicts(small, large) {
  return Object.keys(small.figures).map((name) => {
    const a = small.figures[name];
    const b = large.figures[name];
    const ratio = a > 0 ? b / a : Infinity;
    const met = ratio <= GOAL || (a < FLOOR_MS && b < FLOOR_MS);
    return { name, small: a, large: b, ratio, met };
  });
}

function printTable(rows, small, large) {
  const header = ['figure', small.size.label, large.size.label, 'chain / small', 'goal'];
  const lines = rows.map((r) => [
    r.name,
    round(r.small),
    round(r.large),
    `${r.ratio.toFixed(2)} ×`,
    r.met ? 'met' : 'NOT MET',
  ]);
  printColumns({ header, lines, rightAligned: (i) => i >= 1 && i <= 3 });
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const jsonFile =
    jsonAt > 0 ? process.argv[jsonAt + 1] : path.join(root, 'bench-results/scale.json');
  const [small, large] = [await measureSize(SIZES[0]), await measureSize(SIZES[1])];
  const rows = verdicts(small, large);
  console.log(
    `\n\nCost against size (goal: chain ≤ ${GOAL} × small; under ${FLOOR_MS} ms on both sides counts as met)\n`,
  );
  printTable(rows, small, large);
  const budgetBreaches = [small, large].flatMap(({ size, lighthouse }) =>
    Object.entries(lighthouse).flatMap(([page, medians]) =>
      LIGHTHOUSE_BUDGETS.filter((b) =>
        b.min !== undefined ? medians[b.key] < b.min : medians[b.key] > b.max,
      ).map((b) => `${size.scale} ${page} ${b.label} ${medians[b.key]}`),
    ),
  );
  console.log(
    budgetBreaches.length
      ? `\nLighthouse budgets missed: ${budgetBreaches.join('; ')}`
      : '\nEvery Lighthouse budget met at both sizes.',
  );
  fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, small, large }, null, 2)}\n`,
  );
  console.log(`Report: ${path.relative(process.cwd(), jsonFile)}`);
  if (rows.some((r) => !r.met) || budgetBreaches.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
