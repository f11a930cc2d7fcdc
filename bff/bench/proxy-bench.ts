/**
 * `npm run bench -w bff`: what the BFF costs on the hottest call of the site.
 *
 * `GET /api/v1/menus/{id}` through the BFF versus straight to the ordering API (the sandbox,
 * `/ordering/v1/menus/{id}`), in the same run, one after the other, with autocannon: requests
 * per second and p50/p99 latency of each, then the ratios. A second BFF with
 * `UPSTREAM_KEEP_ALIVE_MS=0` (a new upstream connection per request, what the proxy library
 * does without an agent) shows what the keep-alive agent is worth. While the BFF is under
 * load, `/healthz` is asked every 100 ms: its slowest answer must stay under 100 ms. Goal: through the BFF at least 70 %
 * of the direct throughput and a p99 at most 1.3 × the direct p99, at 50 connections.
 *
 * The sandbox (in-memory database) and the BFF run as child processes on free ports, with
 * production settings (JSON request logs at info, to /dev/null). Settings:
 *   BENCH_CONNECTIONS (50), BENCH_DURATION seconds per measurement (10), BENCH_WARMUP (3),
 *   BENCH_ROUNDS (1: direct then BFF; more rounds alternate and report the median),
 *   BENCH_MENU_ID (100100), BENCH_UPSTREAM_URL (use a sandbox already running, e.g.
 *   http://127.0.0.1:4010, instead of starting one), BENCH_LOG_LEVEL (info), BENCH_JSON (write
 *   the figures to this file).
 *   BENCH_UPSTREAM=static: the same menu bytes served by a minimal Node server instead of the
 *   sandbox, so that the upstream is not the bottleneck and the figures show the proxy's own cost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Options, Result } from 'autocannon';

const REPO_ROOT = path.resolve(__dirname, '../..');
const env = process.env;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const ROUNDS = Math.max(1, Number(env.BENCH_ROUNDS ?? 1));
const MENU_ID = env.BENCH_MENU_ID ?? '100100';
const GOAL_THROUGHPUT = 0.7;
const GOAL_P99 = 1.3;
const GOAL_HEALTHZ_MS = 100;

type Autocannon = (options: Options) => Promise<Result>;

async function loadAutocannon(): Promise<Autocannon> {
  try {
    const loaded = (await import('autocannon')) as unknown as { default?: Autocannon };
    return (loaded.default ?? loaded) as Autocannon;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') {
      console.error(
        'The benchmark needs autocannon, which is not installed.\n' +
          'Install it as a dev dependency of the BFF, then run the benchmark again:\n\n' +
          '  npm install --save-dev autocannon -w bff\n',
      );
      process.exit(1);
    }
    throw error;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const children: ChildProcess[] = [];
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

function start(
  name: string,
  script: string,
  childEnv: Record<string, string>,
  args = ['--import', 'tsx', path.join(REPO_ROOT, script)],
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...env, ...childEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${name} exited with ${code}`);
  });
  children.push(child);
  return child;
}

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

async function waitFor(url: string, child?: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
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

async function main(): Promise<void> {
  const autocannon = await loadAutocannon();

  let upstream = env.BENCH_UPSTREAM_URL?.replace(/\/+$/, '');
  if (!upstream) {
    const sandboxPort = await freePort();
    upstream = `http://127.0.0.1:${sandboxPort}`;
    const sandbox = start('sandbox', 'sandbox/src/main.ts', {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ':memory:',
    });
    await waitFor(`${upstream}/healthz`, sandbox);
  }
  if (env.BENCH_UPSTREAM === 'static') {
    const menu = await fetch(`${upstream}/ordering/v1/menus/${MENU_ID}`);
    if (!menu.ok) throw new Error(`the sandbox answered ${menu.status} for menu ${MENU_ID}`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bff-bench-'));
    tempDirs.push(dir);
    const bodyFile = path.join(dir, 'menu.json');
    writeFileSync(bodyFile, Buffer.from(await menu.arrayBuffer()));
    const staticPort = await freePort();
    const server = start('static upstream', '', { PORT: String(staticPort), BODY_FILE: bodyFile }, [
      '-e',
      STATIC_UPSTREAM,
    ]);
    upstream = `http://127.0.0.1:${staticPort}`;
    await waitFor(`${upstream}/ordering/v1/menus/${MENU_ID}`, server);
  }
  const startBff = async (name: string, extra: Record<string, string> = {}) => {
    const port = await freePort();
    const child = start(name, 'bff/src/main.ts', {
      PORT: String(port),
      CATERING_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ORDERING_API_URL: `${upstream}/ordering/v1`,
      ORDERING_API_V2_URL: `${upstream}/ordering/v2`,
      LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'info',
      ...extra,
    });
    await waitFor(`http://127.0.0.1:${port}/healthz`, child);
    return port;
  };
  const bffPort = await startBff('bff');
  const noKeepAlivePort = await startBff('bff (no keep-alive)', { UPSTREAM_KEEP_ALIVE_MS: '0' });
  const bffHeaders = { accept: 'application/json', 'x-api-path': `menus/${MENU_ID}` };

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
    bff: { url: `http://127.0.0.1:${bffPort}/api/v1/menus/${MENU_ID}`, headers: bffHeaders },
    bffNoKeepAlive: {
      url: `http://127.0.0.1:${noKeepAlivePort}/api/v1/menus/${MENU_ID}`,
      headers: bffHeaders,
    },
  };
  for (const [name, target] of Object.entries(targets)) {
    const res = await fetch(target.url, { headers: target.headers });
    if (!res.ok) throw new Error(`${name}: ${target.url} answered ${res.status}`);
  }

  let slowestHealthz = 0;
  /** `/healthz` of the BFF under load, every 100 ms: the slowest answer is kept. */
  const probeHealth = (port: number) => {
    const timer = setInterval(() => {
      const started = performance.now();
      void fetch(`http://127.0.0.1:${port}/healthz`).then(
        async (res) => {
          await res.arrayBuffer();
          slowestHealthz = Math.max(slowestHealthz, performance.now() - started);
        },
        () => {
          slowestHealthz = Infinity;
        },
      );
    }, 100);
    return () => clearInterval(timer);
  };

  const run = async (name: keyof typeof targets, seconds: number): Promise<Figures> => {
    const target = targets[name];
    const stopProbe = name === 'bff' ? probeHealth(bffPort) : () => undefined;
    try {
      return figuresOf(
        await autocannon({
          url: target.url,
          headers: target.headers,
          connections: CONNECTIONS,
          duration: seconds,
          timeout: 10,
        }),
      );
    } finally {
      stopProbe();
    }
  };

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
  slowestHealthz = 0;
  const direct: Figures[] = [];
  const viaBff: Figures[] = [];
  const viaBffNoKeepAlive: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    direct.push(await run('direct', DURATION));
    viaBff.push(await run('bff', DURATION));
    viaBffNoKeepAlive.push(await run('bffNoKeepAlive', DURATION));
  }
  const d = medianFigures(direct);
  const b = medianFigures(viaBff);
  const n = medianFigures(viaBffNoKeepAlive);

  const throughputRatio = b.requestsPerSecond / d.requestsPerSecond;
  const p50Ratio = b.p50 / Math.max(d.p50, 0.001);
  const p99Ratio = b.p99 / Math.max(d.p99, 0.001);
  const row = (name: string, f: Figures) =>
    `${name.padEnd(24)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${f.p50
      .toFixed(1)
      .padStart(
        6,
      )} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;
  console.log(row('direct', d));
  console.log(row('via BFF', b));
  console.log(row('via BFF, no keep-alive', n));
  console.log(
    `ratios   throughput ${(throughputRatio * 100).toFixed(1)} % of direct (goal ≥ ${GOAL_THROUGHPUT * 100} %)   ` +
      `p50 ${p50Ratio.toFixed(2)}×   p99 ${p99Ratio.toFixed(2)}× (goal ≤ ${GOAL_P99}×)`,
  );
  const noKeepAliveRatio = n.requestsPerSecond / d.requestsPerSecond;
  console.log(
    `without keep-alive   throughput ${(noKeepAliveRatio * 100).toFixed(1)} % of direct   ` +
      `p99 ${(n.p99 / Math.max(d.p99, 0.001)).toFixed(2)}×; keep-alive gives ` +
      `${(b.requestsPerSecond / n.requestsPerSecond).toFixed(2)}× the throughput`,
  );
  console.log(
    `/healthz under load   slowest ${slowestHealthz.toFixed(1)} ms (goal < ${GOAL_HEALTHZ_MS} ms)`,
  );
  const met =
    throughputRatio >= GOAL_THROUGHPUT && p99Ratio <= GOAL_P99 && slowestHealthz < GOAL_HEALTHZ_MS;
  console.log(met ? 'goal met' : 'goal NOT met');
  if (env.BENCH_JSON) {
    writeFileSync(
      env.BENCH_JSON,
      JSON.stringify(
        {
          connections: CONNECTIONS,
          duration: DURATION,
          rounds: ROUNDS,
          direct: d,
          bff: b,
          bffNoKeepAlive: n,
          noKeepAliveRatio,
          slowestHealthzMs: slowestHealthz,
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
