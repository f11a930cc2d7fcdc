// How `npm run bench:scale` measures its two sites (scale-bench.mjs): started together, then in
// short interleaved rounds, each round with the share of the CPU time other work took in it. The
// browser's parts are given: `lighthouseRun(site, page, hooks)` (one Lighthouse run, `hooks` as
// measuredRun's) and `historyRenderer()` (a browser: `render(site)` in ms, then `close()`).
import { interleavedRounds } from '../../tooling/bench/cost-against-size.ts';
import { otherWorkShare, percentOf, sampleCpu } from '../../tooling/bench/other-work.ts';
import { HISTORY_PATH } from './history-render.mjs';
import { PAGES, SIZES } from './scale-plan.mjs';
import { signedIn } from './site-api.mjs';

/** `count` calls one after the other, each one's time in ms; `first` numbers the first call. */
export async function timeCalls(count, call, first = 0) {
  const times = [];
  for (let i = first; i < first + count; i += 1) {
    const started = performance.now();
    const response = await call(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * The share of the machine's CPU time other processes took between two samples, and how long
 * that was (the machine's clock ticks: the round's weight in the run's verdict).
 */
export function shareBetween(start, end) {
  return start && end ? [otherWorkShare(start, end), end.total - start.total] : [null, 0];
}

/** `work`'s result, and `shareBetween` its start and end. */
async function withOtherWork(work) {
  const start = sampleCpu();
  const result = await work();
  return [result, ...shareBetween(start, sampleCpu())];
}

export const percent = (share) => (share === null ? 'unknown' : percentOf(share));

/**
 * Both sizes' sites at once (`startSite` as site.mjs's), each ready to measure: its member signed
 * in, its connections warm. Should either fail to start, the other is stopped.
 */
export async function startBoth(plan, startSite) {
  process.stderr.write(`starting both sites (SANDBOX_SCALE=${SIZES.map((s) => s.scale)})\n`);
  const started = await Promise.allSettled(
    SIZES.map((size) =>
      startSite({ env: { SANDBOX_SCALE: size.scale }, nice: 10, readyTimeoutMs: 180_000 }),
    ),
  );
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    for (const s of started) if (s.status === 'fulfilled') s.value.stop();
    throw failed.reason;
  }
  return Promise.all(
    started.map(async ({ value: site }, i) => {
      const size = SIZES[i];
      const signIn = { ...size.member, captcha: 'sandbox-captcha-ok' };
      const measured = {
        ...site,
        size,
        session: await signedIn(site.consumerUrl, signIn),
        histories: [],
        times: Object.fromEntries(plan.apiFigures.map((f) => [f.name, []])),
        runs: Object.fromEntries(PAGES.map((page) => [page, []])),
        otherWork: [],
        ticks: [],
      };
      await timeCalls(20, (n) => plan.apiFigures[1].call(measured, n)); // statements prepared
      return measured;
    }),
  );
}

/** One round of every API figure at one size. */
async function apiRound(site, round, plan) {
  for (const figure of plan.apiFigures) {
    const calls = figure.perRound[round];
    const first = figure.perRound.slice(0, round).reduce((sum, n) => sum + n, 0);
    site.times[figure.name].push(...(await timeCalls(calls, (i) => figure.call(site, i), first)));
  }
}

async function apiRounds(sites, plan, record) {
  for (const [round, order] of interleavedRounds(sites, plan.apiRounds).entries()) {
    const line = [];
    for (const site of order) {
      const [, otherWork, ticks] = await withOtherWork(() => apiRound(site, round, plan));
      record({ kind: 'api', round: round + 1, site, otherWork, ticks });
      line.push(`${site.size.scale} (other work ${percent(otherWork)})`);
    }
    console.log(`API calls, round ${round + 1} of ${plan.apiRounds}: ${line.join(', then ')}`);
  }
}

async function lighthouseRounds(sites, plan, record, lighthouseRun) {
  for (const [round, order] of interleavedRounds(sites, plan.runs).entries()) {
    for (const page of PAGES) {
      const line = [];
      for (const site of order) {
        // Sampled from the last attempt's start to its report, while Chrome still runs.
        let start = null;
        let end = null;
        const run = await lighthouseRun(site, page, {
          started: () => (start = sampleCpu()),
          finished: () => (end = sampleCpu()),
        });
        const [otherWork, ticks] = shareBetween(start, end);
        site.runs[page].push(run);
        record({ kind: 'lighthouse', round: round + 1, page, site, otherWork, ticks });
        line.push(
          `${site.size.scale} LCP ${run.lcp} ms, TBT ${run.tbt} ms (other work ${percent(otherWork)})`,
        );
      }
      console.log(
        `Lighthouse ${page}, round ${round + 1} of ${plan.runs}: ${line.join(', then ')}`,
      );
    }
  }
}

async function historyRounds(sites, plan, record, historyRenderer) {
  const renderer = await historyRenderer();
  try {
    for (const [round, order] of interleavedRounds(sites, plan.runs).entries()) {
      const line = [];
      for (const site of order) {
        const [ms, otherWork, ticks] = await withOtherWork(() => renderer.render(site));
        site.histories.push(ms);
        record({ kind: 'history', round: round + 1, site, otherWork, ticks });
        line.push(`${site.size.scale} ${ms} ms (other work ${percent(otherWork)})`);
      }
      console.log(`${HISTORY_PATH}, round ${round + 1} of ${plan.runs}: ${line.join(', then ')}`);
    }
  } finally {
    await renderer.close();
  }
}

/**
 * Every figure of both sites, in interleaved rounds: the API calls, Lighthouse on each page, the
 * order history. Each site keeps its measurements; the rounds, each with its other work, are
 * returned.
 */
export async function measureInRounds(sites, plan, { lighthouseRun, historyRenderer }) {
  const rounds = [];
  const record = (entry) => {
    rounds.push(entry);
    if (entry.otherWork === null) return;
    entry.site.otherWork.push(entry.otherWork);
    entry.site.ticks.push(entry.ticks);
  };
  await apiRounds(sites, plan, record);
  await lighthouseRounds(sites, plan, record, lighthouseRun);
  await historyRounds(sites, plan, record, historyRenderer);
  return rounds;
}
