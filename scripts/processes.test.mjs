import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from './processes.mjs';

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
