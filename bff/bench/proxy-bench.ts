/**
 * `npm run bench -w bff`: what the BFF costs on the hottest call of the site.
 *
 * `GET /api/v1/menus/{id}` through the BFF versus straight to the ordering API (the sandbox,
 * `/ordering/v1/menus/{id}`), in the same run, one after the other, with autocannon: requests
 * per second and p50/p99 latency of each, then the ratios. A second BFF with
 * `UPSTREAM_KEEP_ALIVE_MS=0` (a new upstream connection per request, what the proxy library
 * does without an agent) shows what the keep-alive agent is worth. While the BFF is under
 * load, `/healthz` is asked every 100 ms: its p95 must stay under 100 ms (`healthzVerdict` in
 * `load.ts`, which the BFF's test of it shares). Goal: through the BFF at least 70 %
 * of the direct throughput and a p99 at most 1.3 × the direct p99, at 50 connections.
 *
 * The sandbox (in-memory database) and the BFF run as child processes on free ports, with
 * production settings (JSON request logs at info, to /dev/null), and autocannon in a process
 * of its own (`load.ts`, shared with the test that holds `/healthz` under this load). Settings:
 *   BENCH_CONNECTIONS (50), BENCH_DURATION seconds per measurement (5), BENCH_WARMUP (3),
 *   BENCH_ROUNDS (5: short rounds of direct, BFF, BFF without keep-alive back to back, each
 *   printed with the machine's 1-minute load average; the ratios are the medians of each
 *   round's own ratios, so direct and BFF are compared under the same load: one round's p99
 *   moves by half on a shared machine),
 *   BENCH_MENU_ID (100100), BENCH_UPSTREAM_URL (use a sandbox already running, e.g.
 *   http://127.0.0.1:4010, instead of starting one), BENCH_LOG_LEVEL (info), BENCH_JSON (write
 *   the figures to this file).
 *   BENCH_UPSTREAM=static: the same menu bytes served by a minimal Node server instead of the
 *   sandbox, so that the upstream is not the bottleneck and the figures show the proxy's own cost.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { freePort } from '../../tooling/free-port.cjs';
import {
  DEFAULT_MENU_ID,
  generateLoad,
  hasAutocannon,
  HEALTHZ_LIMIT_MS,
  healthzVerdict,
  menuThroughBff,
  probeHealthz,
  startBff,
  startProcess,
  startReferenceServer,
  startSandbox,
  stopProcesses,
  waitFor,
} from './load';
import {
  otherWorkShare,
  otherWorkVerdict,
  QUIET_OTHER_WORK,
  sampleCpu,
} from '../../tooling/bench/other-work';
import { median } from '../../tooling/bench/statistics';

const env = process.env;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(env.BENCH_DURATION ?? 5);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const ROUNDS = Math.max(1, Number(env.BENCH_ROUNDS ?? 5));
const MENU_ID = env.BENCH_MENU_ID ?? DEFAULT_MENU_ID;
const GOAL_THROUGHPUT = 0.7;
const GOAL_P99 = 1.3;
/** Without `/proc`: a machine is quiet when its 1-minute load average is under this per CPU. */
const QUIET_LOAD_PER_CPU = 0.5;

const tempDirs: string[] = [];

/** A minimal upstream: one fixed JSON answer (the menu as the sandbox gave it) for any GET. */
const STATIC_UPSTREAM = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function figuresOf(result: Result): Figures {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function medianFigures(all: Figures[]): Figures {
  return {
    requestsPerSecond: median(all.map((f) => f.requestsPerSecond)),
    p50: median(all.map((f) => f.p50)),
    p99: median(all.map((f) => f.p99)),
    non2xx: all.reduce((sum, f) => sum + f.non2xx, 0),
    errors: all.reduce((sum, f) => sum + f.errors, 0),
  };
}

function stopAll(): void {
  stopProcesses();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Stops the run when autocannon is missing, saying how to install it. */
function requireAutocannon(): void {
  if (!hasAutocannon()) {
    console.error(
      'The benchmark needs autocannon, which is not installed.\n' +
        'Install it as a dev dependency of the BFF, then run the benchmark again:\n\n' +
        '  npm install --save-dev autocannon -w bff\n',
    );
    process.exit(1);
  }
}

/** The ordering API to measure against: the sandbox, or (BENCH_UPSTREAM=static) a copy of its menu. */
async function startUpstream(): Promise<string> {
  const upstream = env.BENCH_UPSTREAM_URL?.replace(/\/+$/, '') ?? (await startSandbox());
  if (env.BENCH_UPSTREAM !== 'static') return upstream;
  const menu = await fetch(`${upstream}/ordering/v1/menus/${MENU_ID}`);
  if (!menu.ok) throw new Error(`the sandbox answered ${menu.status} for menu ${MENU_ID}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bff-bench-'));
  tempDirs.push(dir);
  const bodyFile = path.join(dir, 'menu.json');
  writeFileSync(bodyFile, Buffer.from(await menu.arrayBuffer()));
  const staticPort = await freePort();
  const server = startProcess(
    'static upstream',
    '',
    { PORT: String(staticPort), BODY_FILE: bodyFile },
    ['-e', STATIC_UPSTREAM],
  );
  const staticUpstream = `http://127.0.0.1:${staticPort}`;
  await waitFor(`${staticUpstream}/ordering/v1/menus/${MENU_ID}`, server);
  return staticUpstream;
}

interface Target {
  url: string;
  headers: Record<string, string>;
}
type TargetName = 'direct' | 'bff' | 'bffNoKeepAlive';

/** The menu straight from the upstream and through the two BFFs, each checked to answer. */
async function startTargets(
  upstream: string,
): Promise<{ targets: Record<TargetName, Target>; bffPort: number }> {
  const logLevel = { LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'info' };
  const bffPort = await startBff('bff', upstream, logLevel);
  const noKeepAlivePort = await startBff('bff (no keep-alive)', upstream, {
    ...logLevel,
    UPSTREAM_KEEP_ALIVE_MS: '0',
  });

  const targets = {
    direct: {
      url: `${upstream}/ordering/v1/menus/${MENU_ID}`,
      // What the BFF sends upstream, so both sides do the same work.
      headers: {
        accept: 'application/json',
        'x-client-type': 'web',
        'x-api-version': '2',
        'x-environment': 'prod',
      },
    },
    // What the browser sends (§7: the internal path header).
    bff: menuThroughBff(bffPort, MENU_ID),
    bffNoKeepAlive: menuThroughBff(noKeepAlivePort, MENU_ID),
  };
  for (const [name, target] of Object.entries(targets)) {
    const res = await fetch(target.url, { headers: target.headers });
    if (!res.ok) throw new Error(`${name}: ${target.url} answered ${res.status}`);
  }
  return { targets, bffPort };
}

/** Loads one target for `seconds`; `/healthz` answers of the BFF and the reference under its load. */
interface LoadRunner {
  run(name: TargetName, seconds: number): Promise<Figures>;
  /** `/healthz` of the BFF, asked every 100 ms while it is under load, and the reference's. */
  probes: { healthz: number[]; machine: number[] };
}

async function loadRunner(
  targets: Record<TargetName, Target>,
  bffPort: number,
): Promise<LoadRunner> {
  const referencePort = await startReferenceServer();
  const probes = { healthz: [] as number[], machine: [] as number[] };
  const run = async (name: TargetName, seconds: number): Promise<Figures> => {
    const target = targets[name];
    const probing = name === 'bff' ? [probeHealthz(bffPort), probeHealthz(referencePort)] : [];
    try {
      return figuresOf(
        await generateLoad({
          url: target.url,
          headers: target.headers,
          connections: CONNECTIONS,
          duration: seconds,
          timeout: 10,
        }),
      );
    } finally {
      const [answers = [], reference = []] = await Promise.all(probing.map((p) => p.stop()));
      probes.healthz.push(...answers);
      probes.machine.push(...reference);
    }
  };
  return { run, probes };
}

/** Each round's figures, its own ratios, and how busy the machine was meanwhile. */
interface Rounds {
  direct: Figures[];
  viaBff: Figures[];
  viaBffNoKeepAlive: Figures[];
  throughputRatios: number[];
  p99Ratios: number[];
  loads: number[];
  otherWork: number[];
}

/** ROUNDS rounds of direct, BFF and BFF without keep-alive back to back, each printed. */
async function measureRounds(run: LoadRunner['run']): Promise<Rounds> {
  const rounds: Rounds = {
    direct: [],
    viaBff: [],
    viaBffNoKeepAlive: [],
    throughputRatios: [],
    p99Ratios: [],
    loads: [],
    otherWork: [],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    // Other work on shared cores moves every figure: the load as the round starts, and the share
    // of the CPU time that processes outside this benchmark took during the round.
    const load = os.loadavg()[0] ?? 0;
    const cpuAtStart = sampleCpu();
    const roundDirect = await run('direct', DURATION);
    const roundBff = await run('bff', DURATION);
    rounds.direct.push(roundDirect);
    rounds.viaBff.push(roundBff);
    rounds.viaBffNoKeepAlive.push(await run('bffNoKeepAlive', DURATION));
    const cpuAtEnd = sampleCpu();
    const other = cpuAtStart && cpuAtEnd ? otherWorkShare(cpuAtStart, cpuAtEnd) : null;
    if (other !== null) rounds.otherWork.push(other);
    const throughput = roundBff.requestsPerSecond / roundDirect.requestsPerSecond;
    const p99 = roundBff.p99 / Math.max(roundDirect.p99, 0.001);
    rounds.throughputRatios.push(throughput);
    rounds.p99Ratios.push(p99);
    rounds.loads.push(load);
    console.log(
      `round ${round + 1}: load ${load.toFixed(2)} on ${os.cpus().length} CPU(s)` +
        (other === null ? '' : `, other work ${(other * 100).toFixed(0)} % of the CPU time`) +
        `   direct p99 ` +
        `${roundDirect.p99.toFixed(1)} ms   via BFF p99 ${roundBff.p99.toFixed(1)} ms   ` +
        `p99 ${p99.toFixed(2)}×   throughput ${(throughput * 100).toFixed(1)} %`,
    );
  }
  return rounds;
}

/** Whether the machine was quiet enough for the p99 goal, and the rule that says so. */
function quietness(rounds: Rounds): { quiet: boolean; quietRule: string } {
  // Quiet: other processes took under 15 % of the CPU time in the median round (the load
  // average cannot tell: this benchmark's own processes raise it to about 1 per CPU).
  const verdict = otherWorkVerdict(rounds.otherWork);
  const quiet = verdict
    ? verdict.quiet
    : median(rounds.loads) < QUIET_LOAD_PER_CPU * os.cpus().length;
  const quietRule = verdict
    ? `other work under ${QUIET_OTHER_WORK * 100} % of the CPU time; this run's median ${(verdict.median * 100).toFixed(0)} %`
    : `load under ${QUIET_LOAD_PER_CPU * os.cpus().length}; this run's median load ${median(rounds.loads).toFixed(2)}`;
  return { quiet, quietRule };
}

function figuresRow(name: string, f: Figures): string {
  return `${name.padEnd(24)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${f.p50
    .toFixed(1)
    .padStart(
      6,
    )} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;
}

/** Prints the medians, the ratios against the goals and the verdict; writes BENCH_JSON. */
function report(rounds: Rounds, probes: LoadRunner['probes']): void {
  const d = medianFigures(rounds.direct);
  const b = medianFigures(rounds.viaBff);
  const n = medianFigures(rounds.viaBffNoKeepAlive);

  // Medians of the rounds' own ratios: each compares direct and BFF measured back to back.
  const throughputRatio = median(rounds.throughputRatios);
  const p50Ratio = b.p50 / Math.max(d.p50, 0.001);
  const p99Ratio = median(rounds.p99Ratios);
  const { quiet, quietRule } = quietness(rounds);
  console.log(figuresRow('direct', d));
  console.log(figuresRow('via BFF', b));
  console.log(figuresRow('via BFF, no keep-alive', n));
  console.log(
    `ratios (median of the rounds)   throughput ${(throughputRatio * 100).toFixed(1)} % of direct (goal ≥ ${GOAL_THROUGHPUT * 100} %)   ` +
      `p50 ${p50Ratio.toFixed(2)}×   p99 ${p99Ratio.toFixed(2)}× (goal ≤ ${GOAL_P99}× on a quiet machine: ${quietRule})`,
  );
  if (!quiet) {
    console.log(
      'the machine was busy (other work on its cores): the p99 ratio is not the goal figure; ' +
        'run again on a quiet machine',
    );
  }
  const noKeepAliveRatio = n.requestsPerSecond / d.requestsPerSecond;
  console.log(
    `without keep-alive   throughput ${(noKeepAliveRatio * 100).toFixed(1)} % of direct   ` +
      `p99 ${(n.p99 / Math.max(d.p99, 0.001)).toFixed(2)}×; keep-alive gives ` +
      `${(b.requestsPerSecond / n.requestsPerSecond).toFixed(2)}× the throughput`,
  );
  const health = healthzVerdict(probes.healthz, probes.machine);
  console.log(
    `/healthz under load   p95 ${health.p95.toFixed(1)} ms, slowest ${health.slowest.toFixed(1)} ms, ` +
      `${health.failed} failed of ${health.samples}; the machine's own p95 ${health.machineP95.toFixed(1)} ms ` +
      `(goal: p95 beyond the machine's < ${HEALTHZ_LIMIT_MS} ms, none failing)`,
  );
  const met = throughputRatio >= GOAL_THROUGHPUT && p99Ratio <= GOAL_P99 && health.met;
  console.log(met ? 'goal met' : 'goal NOT met');
  if (!met) process.exitCode = 1;
  if (env.BENCH_JSON) {
    const { loads, otherWork, throughputRatios, p99Ratios } = rounds;
    writeFileSync(
      env.BENCH_JSON,
      JSON.stringify(
        {
          connections: CONNECTIONS,
          duration: DURATION,
          rounds: ROUNDS,
          loads,
          otherWork,
          quiet,
          throughputRatios,
          p99Ratios,
          direct: d,
          bff: b,
          bffNoKeepAlive: n,
          noKeepAliveRatio,
          healthz: health,
          throughputRatio,
          p50Ratio,
          p99Ratio,
          met,
        },
        null,
        2,
      ),
    );
  }
  if (d.errors + b.errors + n.errors + d.non2xx + b.non2xx + n.non2xx > 0) {
    console.error('some requests failed: the figures are not comparable');
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  requireAutocannon();
  const upstream = await startUpstream();
  const { targets, bffPort } = await startTargets(upstream);
  const { run, probes } = await loadRunner(targets, bffPort);

  console.log(
    `upstream: ${env.BENCH_UPSTREAM === 'static' ? 'static copy of the menu' : 'sandbox'}; ` +
      `GET /api/v1/menus/${MENU_ID}: ${CONNECTIONS} connections, ${DURATION} s each, ` +
      `${ROUNDS} round(s); node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'})`,
  );
  if (WARMUP > 0) {
    await run('direct', WARMUP);
    await run('bff', WARMUP);
    await run('bffNoKeepAlive', WARMUP);
  }
  // The warm-up's probes do not count.
  probes.healthz.length = 0;
  probes.machine.length = 0;
  report(await measureRounds(run), probes);
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
