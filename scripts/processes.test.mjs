import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { isEntry } from './entry.mjs';
import {
  backendEnvs,
  backendPorts,
  root,
  serviceCommand,
  startService,
  waitFor,
} from './processes.mjs';

let server;
let base;
let asked = 0;

beforeAll(async () => {
  // A service that is not ready for its first two health checks.
  server = http.createServer((_, response) => {
    asked += 1;
    response.writeHead(asked > 2 ? 200 : 503);
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('waiting for a service to answer', () => {
  it('asks again until it answers ok', async () => {
    await waitFor(`${base}/healthz`);
    expect(asked).toBe(3);
  });

  it('gives up after its time', async () => {
    await expect(waitFor('http://127.0.0.1:1/healthz', { timeoutMs: 300 })).rejects.toThrow(
      'http://127.0.0.1:1/healthz did not answer within 300 ms',
    );
  });

  it('stops at once when the process it waits for has exited', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await new Promise((resolve) => child.once('exit', resolve));
    await expect(waitFor('http://127.0.0.1:1/healthz', { child })).rejects.toThrow(
      'the process exited (3)',
    );
  });
});

describe('the commands that start a service', () => {
  const tsx = path.join(root, 'node_modules/.bin/tsx');

  it('runs the script with tsx, watching it or at a lower priority when asked', () => {
    expect(serviceCommand('bff/src/main.ts')).toEqual([tsx, ['bff/src/main.ts']]);
    expect(serviceCommand('bff/src/main.ts', { watch: true })).toEqual([
      tsx,
      ['watch', 'bff/src/main.ts'],
    ]);
    expect(serviceCommand('bff/src/main.ts', { nice: 10 })).toEqual([
      'nice',
      ['-n', '10', tsx, 'bff/src/main.ts'],
    ]);
  });

  it('points the BFF at the sandbox, with the settings given over both', () => {
    expect(backendEnvs('4555', { LOG_LEVEL: 'warn' })).toEqual({
      sandbox: { SANDBOX_PORT: '4555', LOG_LEVEL: 'warn' },
      bff: {
        ORDERING_API_URL: 'http://127.0.0.1:4555/ordering/v1',
        ORDERING_API_V2_URL: 'http://127.0.0.1:4555/ordering/v2',
        LOG_LEVEL: 'warn',
      },
    });
  });

  it("takes the ports from the settings given, else this process's, else the usual ones", () => {
    expect(backendPorts({}, {})).toEqual({ sandboxPort: '4010', port: '3000' });
    expect(backendPorts({}, { SANDBOX_PORT: '5', PORT: '6' })).toEqual({
      sandboxPort: '5',
      port: '6',
    });
    expect(backendPorts({ PORT: '7' }, { SANDBOX_PORT: '5', PORT: '6' })).toEqual({
      sandboxPort: '5',
      port: '7',
    });
  });
});

describe('a service started', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'processes-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("runs with this process's environment and its own over it, and says when it failed", async () => {
    const script = path.join(dir, 'service.mjs');
    const seen = path.join(dir, 'seen.json');
    fs.writeFileSync(
      script,
      `import fs from 'node:fs';\n` +
        `fs.writeFileSync(${JSON.stringify(seen)}, JSON.stringify([process.env.PATH, process.env.GIVEN]));\n` +
        'process.exit(3);\n',
    );
    const printed = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const child = startService('fake', script, { GIVEN: 'yes' });
      await new Promise((resolve) => child.once('exit', resolve));
      expect(JSON.parse(fs.readFileSync(seen, 'utf8'))).toEqual([process.env.PATH, 'yes']);
      expect(printed).toHaveBeenCalledWith('fake exited with 3');
    } finally {
      printed.mockRestore();
    }
  }, 30_000);

  it('is stopped when the process that started it is ended', async () => {
    // A script that starts a long-lived child, then is sent SIGTERM.
    const script = path.join(dir, 'parent.mjs');
    fs.writeFileSync(
      script,
      `import { spawn } from 'node:child_process';\n` +
        `import { stopAllOnExit } from ${JSON.stringify(path.join(root, 'scripts/processes.mjs'))};\n` +
        `const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);\n` +
        'stopAllOnExit([child]);\n' +
        'console.log(child.pid);\n' +
        'setInterval(() => {}, 1000);\n',
    );
    const parent = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = Number(await new Promise((resolve) => parent.stdout.once('data', resolve)));
    parent.kill('SIGTERM');
    const [code] = await new Promise((resolve) =>
      parent.once('exit', (...ended) => resolve(ended)),
    );
    expect(code).toBe(143);
    // The child's SIGTERM was sent before its parent exited; give it a moment to end. Ended, it
    // may stay a zombie where nothing reaps orphans (a container's first process).
    const running = () => {
      try {
        return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] !== 'Z';
      } catch {
        return false;
      }
    };
    let alive = running();
    for (let tries = 0; tries < 50 && alive; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      alive = running();
    }
    if (alive) process.kill(pid, 'SIGKILL');
    expect(alive).toBe(false);
  }, 30_000);
});

describe("a script's entry", () => {
  it('is the module node was started with, not one imported', () => {
    expect(isEntry(pathToFileURL(process.argv[1]).href)).toBe(true);
    expect(isEntry(pathToFileURL(path.join(root, 'scripts/serve.mjs')).href)).toBe(false);
  });
});
