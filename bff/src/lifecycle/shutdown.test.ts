import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { startUpstream, tempDir, type RawResponse, type TestServer } from '../test-support/helpers';
import { createLogger, type Logger } from '../logging/logger';
import { runBff } from './run';

/** Polls `condition` every 5 ms; fails after `timeoutMs` instead of hanging. */
async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** An upstream that holds every request until `release()`: a deliberately slow upstream. */
async function startHeldUpstream(): Promise<TestServer & { release(): void }> {
  const held: http.ServerResponse[] = [];
  let released = false;
  const server = await startUpstream((_req, res) => {
    res.setHeader('content-type', 'application/json');
    if (released) res.end('{"menu":"late"}');
    else held.push(res);
  });
  return {
    ...server,
    release() {
      released = true;
      for (const res of held.splice(0)) res.end('{"menu":"slow"}');
    },
  };
}

function get(port: number, requestPath: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: requestPath, agent: new http.Agent({ keepAlive: true }) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

function bffEnv(upstream: TestServer): Record<string, string> {
  return {
    PORT: '0',
    CATERING_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ORDERING_API_URL: `${upstream.url}/ordering/v1`,
    UPSTREAM_TIMEOUT_MS: '20000',
    ANSWER_WITHIN_MS: '20000',
    SHUTDOWN_GRACE_MS: '15000',
    HOST_DIST: tempDir('host'),
    REMOTES_ROOT: tempDir('remotes'),
  };
}

describe('graceful shutdown', () => {
  let upstream: Awaited<ReturnType<typeof startHeldUpstream>>;

  beforeEach(async () => {
    upstream = await startHeldUpstream();
  });
  afterEach(async () => {
    upstream.release();
    await upstream.close();
  });

  /**
   * A BFF whose signals the test sends, with a menu request held at the upstream: the request in
   * flight when the BFF is told to stop.
   */
  async function bffWithMenuInFlight(logger?: Logger) {
    const signals = new EventEmitter();
    const exited: { code?: number } = {};
    const bff = await runBff({
      env: bffEnv(upstream),
      signals,
      logger,
      exit: (code) => {
        exited.code = code;
      },
    });
    const port = bff.servers.listeners[0]?.port as number;
    const inFlight = get(port, '/api/v1/menus/100100');
    // The probe of the ordering API at start is a request too: wait for the menu call itself.
    await until(
      () => upstream.requests.some((r) => r.url === '/ordering/v1/menus/100100'),
      'the request to reach the upstream',
    );
    return { signals, exited, port, inFlight };
  }

  it('on SIGTERM: a request in flight completes, new connections are refused, exit 0', async () => {
    const { signals, exited, port, inFlight } = await bffWithMenuInFlight();

    signals.emit('SIGTERM');
    await expect(get(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(exited.code).toBeUndefined();

    upstream.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.body).toBe('{"menu":"slow"}');
    expect(res.headers.connection).toBe('close');
    await until(() => exited.code !== undefined, 'the process to exit');
    expect(exited.code).toBe(0);
  });

  it('on an unhandled rejection: says so, lets a request in flight finish, exits 1', async () => {
    const logs: Array<{ level: number; msg: string; err?: { message: string } }> = [];
    const { signals, exited, inFlight } = await bffWithMenuInFlight(
      createLogger('error', { write: (line: string) => void logs.push(JSON.parse(line)) }),
    );

    signals.emit('unhandledRejection', new Error('nobody awaited this'));
    expect(logs).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'unhandled rejection: stopping after the requests in flight',
        err: expect.objectContaining({ message: 'nobody awaited this' }),
      }),
    ]);
    expect(exited.code).toBeUndefined();

    upstream.release();
    expect((await inFlight).status).toBe(200);
    await until(() => exited.code !== undefined, 'the process to exit');
    expect(exited.code).toBe(1);
  });
});

describe('the release console on its own port', () => {
  it('listens on ADMIN_PORT only, not on the site ports, and stops with the BFF', async () => {
    const upstream = await startHeldUpstream();
    upstream.release();
    let exitCode: number | undefined;
    const signals = new EventEmitter();
    const bff = await runBff({
      env: { ...bffEnv(upstream), ADMIN_PORT: '0', RELEASE_ROOT: tempDir('release') },
      signals,
      exit: (code) => {
        exitCode = code;
      },
    });
    try {
      const adminPort = bff.adminPort as number;
      const form = await get(adminPort, '/release/sign-in');
      expect(form.status).toBe(200);
      expect(form.body).toContain('name="password" type="password"');
      // The site's ports are the public door: the console is not there, nor the site on its port.
      for (const listener of bff.servers.listeners) {
        expect((await get(listener.port, '/release/sign-in')).body).not.toContain('password');
      }
      expect((await get(adminPort, '/menu')).status).toBe(404);
    } finally {
      signals.emit('SIGTERM');
      await until(() => exitCode !== undefined, 'the process to exit');
      await upstream.close();
    }
    await expect(get(bff.adminPort as number, '/release/sign-in')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});

describe('graceful shutdown of the real process (SIGTERM)', () => {
  let upstream: Awaited<ReturnType<typeof startHeldUpstream>>;
  let child: ChildProcess | undefined;

  beforeEach(async () => {
    upstream = await startHeldUpstream();
  });
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    upstream.release();
    await upstream.close();
  });

  it('drains and exits 0', async () => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'bff/src/main.ts')],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...bffEnv(upstream), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    const logs: Array<Record<string, unknown>> = [];
    let buffered = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // not a log line
        }
      }
    });
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) =>
      proc.on('exit', (code) => resolve(code)),
    );

    await until(
      () => logs.some((entry) => entry.msg === 'bff ready') || proc.exitCode !== null,
      'the BFF to listen',
      20_000,
    );
    expect(stderr).toBe('');
    const listening = logs.find((entry) => entry.role === 'consumer');
    const port = listening?.port as number;

    const inFlight = get(port, '/api/v1/menus/100100');
    await until(
      () => upstream.requests.some((r) => r.url === '/ordering/v1/menus/100100'),
      'the request to reach the upstream',
    );
    proc.kill('SIGTERM');
    await until(() => logs.some((entry) => entry.signal === 'SIGTERM'), 'the shutdown to start');
    await expect(get(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    upstream.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.body).toBe('{"menu":"slow"}');
    expect(await exited).toBe(0);
  }, 30_000);
});
