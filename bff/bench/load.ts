/**
 * The proxy benchmark's servers and load, shared by `proxy-bench.ts` and the test that holds
 * `/healthz` under that load (`src/health/healthz-under-load.test.ts`): the sandbox and the BFF
 * as child processes on free ports with production settings, autocannon's load on the menu
 * call, and a `/healthz` probe.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Options, Result } from 'autocannon';
import { freePort } from '../../tooling/free-port.cjs';

export const REPO_ROOT = path.resolve(__dirname, '../..');
/** The hottest call of the site: a menu (§7), which the benchmark's figures are about. */
export const DEFAULT_MENU_ID = '100100';

const children: ChildProcess[] = [];

/** A Node process of the repository (a TypeScript entry through tsx by default). */
export function startProcess(
  name: string,
  script: string,
  childEnv: Record<string, string>,
  args = ['--import', 'tsx', path.join(REPO_ROOT, script)],
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...childEnv },
    stdio: ['ignore', stdout, 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${name} exited with ${code}`);
  });
  children.push(child);
  return child;
}

/** Stops every process started here that still runs. */
export function stopProcesses(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
}

export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 30_000) {
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

/** A sandbox on an in-memory database; answers its origin. */
export async function startSandbox(): Promise<string> {
  const port = await freePort();
  const sandbox = startProcess('sandbox', 'sandbox/src/main.ts', {
    SANDBOX_PORT: String(port),
    SANDBOX_DB: ':memory:',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/healthz`, sandbox);
  return origin;
}

/**
 * A BFF in front of `upstream` with production settings (request logs at info, unread), but
 * for the upstream timeout: 50 connections queue at the one sandbox process for longer than a
 * customer's 1.5 s on a busy machine, and the benchmarks measure the BFF, not that queue.
 */
export async function startBff(
  name: string,
  upstream: string,
  extra: Record<string, string> = {},
): Promise<number> {
  const port = await freePort();
  const child = startProcess(name, 'bff/src/main.ts', {
    PORT: String(port),
    CATERING_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    ORDERING_API_URL: `${upstream}/ordering/v1`,
    ORDERING_API_V2_URL: `${upstream}/ordering/v2`,
    LOG_LEVEL: 'info',
    UPSTREAM_TIMEOUT_MS: '10000',
    ANSWER_WITHIN_MS: '12000',
    ...extra,
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, child);
  return port;
}

/** What the browser sends for a menu through the BFF (§7: the internal path header). */
export function menuThroughBff(port: number, menuId = DEFAULT_MENU_ID) {
  return {
    url: `http://127.0.0.1:${port}/api/v1/menus/${menuId}`,
    headers: { accept: 'application/json', 'x-api-path': `menus/${menuId}` },
  };
}

/** Whether autocannon (a dev dependency of the BFF) is installed. */
export function hasAutocannon(): boolean {
  try {
    require.resolve('autocannon', { paths: [REPO_ROOT] });
    return true;
  } catch {
    return false;
  }
}

/** Runs autocannon in a process of its own and answers its result. */
const LOAD_SCRIPT = `
const autocannon = require('autocannon');
autocannon(JSON.parse(process.env.LOAD_OPTIONS)).then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (error) => { console.error(error); process.exit(1); },
);
`;

/**
 * autocannon's load, generated in a process of its own: the process that measures (the
 * benchmark's `/healthz` probe, a test) is not the one busy sending and reading the load, so a
 * slow answer is the server's, not the client's own event loop's.
 */
export async function generateLoad(options: Options): Promise<Result> {
  const child = startProcess(
    'load',
    '',
    { LOAD_OPTIONS: JSON.stringify(options) },
    ['-e', LOAD_SCRIPT],
    'pipe',
  );
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the load generator exited with ${code}`);
  return JSON.parse(output) as Result;
}

/** A Node server that does nothing but answer: how long the machine itself makes a process wait. */
const REFERENCE_SERVER = `
require('node:http')
  .createServer((req, res) => res.end('{"status":"ok"}'))
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

export async function startReferenceServer(): Promise<number> {
  const port = await freePort();
  const child = startProcess('reference server', '', { PORT: String(port) }, [
    '-e',
    REFERENCE_SERVER,
  ]);
  await waitFor(`http://127.0.0.1:${port}/healthz`, child);
  return port;
}

/**
 * Asks `/healthz` every `intervalMs` until stopped; `stop()` answers each answer's time in
 * milliseconds (Infinity for a failed one).
 */
export function probeHealthz(port: number, intervalMs = 100): { stop: () => Promise<number[]> } {
  const pending: Promise<number>[] = [];
  const ask = async () => {
    const started = performance.now();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      await res.arrayBuffer();
      return res.ok ? performance.now() - started : Infinity;
    } catch {
      return Infinity;
    }
  };
  const timer = setInterval(() => pending.push(ask()), intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Promise.all(pending);
    },
  };
}

/** The value under which `share` of the samples fall (nearest rank); Infinity without any. */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Infinity;
}

/** `/healthz` of the BFF under load answers in under this. */
export const HEALTHZ_LIMIT_MS = 100;

/**
 * How `/healthz` did under load, next to the reference server asked at the same moments. The
 * statistic is the 95th percentile, not the slowest answer: on two CPUs shared by the sandbox,
 * the load generator, the BFF and other work, an answer in twenty may wait for the scheduler
 * rather than for the BFF (a load balancer, too, acts on consecutive failed checks, not one
 * slow answer). The machine's own wait (the reference's p95, a few ms on a quiet machine) is
 * not counted against the BFF; every answer must still come.
 */
export function healthzVerdict(bff: readonly number[], reference: readonly number[]) {
  const p95 = percentile(bff, 0.95);
  const machineP95 = percentile(reference, 0.95);
  const failed = bff.filter((ms) => ms === Infinity).length;
  return {
    samples: bff.length,
    failed,
    p95,
    slowest: Math.max(0, ...bff),
    machineP95,
    met: failed === 0 && p95 - machineP95 < HEALTHZ_LIMIT_MS,
  };
}
