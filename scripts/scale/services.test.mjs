import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  exited,
  installHint,
  program,
  restartable,
  startNodeService,
  startProgram,
  waitForPort,
} from './services.mjs';
import { closedPort } from '../processes.mjs';

let dir;
const children = [];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-services-'));
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Node's arguments for a program that listens on `port` until killed. */
const listening = (port) => [
  '-e',
  `require('node:net').createServer().listen(${port}, '127.0.0.1')`,
];

describe("Debian's programs", () => {
  it('says how to install the one missing', () => {
    expect(installHint('haproxy')).toBe(
      'haproxy is not installed (Debian: apt-get install -y haproxy)',
    );
    expect(installHint('redis-server')).toBe(
      'redis-server is not installed (Debian: apt-get install -y redis-server)',
    );
  });

  it("passes a program's errors on, prefixed with its name, and its settings to it", async () => {
    const written = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => written.push(String(chunk)));
    const child = program(
      process.execPath,
      ['-e', 'console.log("quiet"); console.error(process.env.GIVEN)'],
      { GIVEN: 'the setting' },
    );
    await exited(child);
    expect(written.join('')).toBe(`[${process.execPath}] the setting\n`);
  });
});

describe('waiting for a port', () => {
  it('resolves once something listens on it', async () => {
    const port = await closedPort();
    const server = net.createServer();
    setTimeout(() => server.listen(port, '127.0.0.1'), 250);
    await waitForPort(port);
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after its time', async () => {
    const port = await closedPort();
    await expect(waitForPort(port, 200)).rejects.toThrow(`nothing listens on ${port}`);
  });

  it('starts a program, noting it, and resolves once it listens', async () => {
    const port = await closedPort();
    const started = [];
    const child = await startProgram(process.execPath, listening(port), {}, port, started);
    children.push(child);
    expect(started).toEqual([child]);
    expect(child.exitCode).toBeNull();
  });
});

describe('a program started again', () => {
  it('runs a new process after it was stopped or killed', async () => {
    const port = await closedPort();
    const started = [];
    const service = restartable({ url: `tcp://127.0.0.1:${port}` }, () =>
      startProgram(process.execPath, listening(port), {}, port, started),
    );
    await service.start();
    const first = service.child;
    await service.stop();
    expect(first.signalCode).toBe('SIGTERM');
    await service.start();
    children.push(service.child);
    expect(service.child).not.toBe(first);
    expect(service.url).toBe(`tcp://127.0.0.1:${port}`);
    expect(started).toHaveLength(2);
    await waitForPort(port, 1000);
  });
});

describe("one of the site's services", () => {
  it('runs with Node and tsx, its settings given, until its health check answers', async () => {
    const port = await closedPort();
    const script = path.join(dir, 'service.ts');
    fs.writeFileSync(
      script,
      "import http from 'node:http';\n" +
        'const answer: string = process.env.ANSWER ?? "";\n' +
        'http.createServer((_, res) => res.end(answer)).listen(Number(process.env.PORT), "127.0.0.1");\n',
    );
    const started = [];
    const url = `http://127.0.0.1:${port}/healthz`;
    const child = await startNodeService(script, { PORT: port, ANSWER: 'up' }, url, started);
    children.push(child);
    expect(started).toEqual([child]);
    expect(await (await fetch(url)).text()).toBe('up');
    // The service itself, not a wrapper: a signal to the child ends it.
    child.kill('SIGKILL');
    await exited(child);
    await expect(fetch(url)).rejects.toThrow();
  }, 30_000);

  it('fails at once when the service exits before it answers', async () => {
    const script = path.join(dir, 'broken.mjs');
    fs.writeFileSync(script, 'process.exit(4);\n');
    const url = `http://127.0.0.1:${await closedPort()}/healthz`;
    await expect(startNodeService(script, {}, url, [])).rejects.toThrow('the process exited (4)');
  }, 30_000);
});

describe('a process that has exited', () => {
  it('resolves at once for one ended by a signal', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    child.kill('SIGKILL');
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');
    await expect(exited(child)).resolves.toBeUndefined();
  });
});
