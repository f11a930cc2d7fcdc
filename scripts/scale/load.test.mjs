import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { exited } from './cluster.mjs';
import { failed, startLoad } from './load.mjs';

let server;
let base;
const bodies = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (body) bodies.push(`${request.method} ${body}`);
      response.writeHead(request.url === '/broken' ? 503 : 200);
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a steady load', () => {
  it('asks every path in turn until stopped, recording when each request ran and how it ended', async () => {
    const load = startLoad(base, {
      connections: 2,
      paths: ['/', '/broken', { method: 'POST', path: '/api/v1/members/signin', body: '{"a":1}' }],
    });
    // Until every path was asked at least once (the machine may be slow).
    for (let tries = 0; tries < 100 && bodies.length < 2; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const results = await load.stop();
    expect(new Set(results.map((r) => r.path))).toEqual(
      new Set(['/', '/broken', '/api/v1/members/signin']),
    );
    for (const result of results) expect(result.ended).toBeGreaterThanOrEqual(result.started);
    expect(results.filter(failed).every((r) => r.path === '/broken' && r.status === 503)).toBe(
      true,
    );
    expect(bodies).toContain('POST {"a":1}');
  });

  it('records a request that got no answer as status 0, a failure', async () => {
    const load = startLoad('http://127.0.0.1:1', { connections: 1, paths: ['/'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [first] = await load.stop();
    expect(first).toMatchObject({ path: '/', status: 0, error: 'ECONNREFUSED' });
    expect(failed(first)).toBe(true);
    expect(failed({ status: 404 })).toBe(false);
  });
});

describe('a process that has exited', () => {
  it('resolves once it exits, and at once when it already has', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 100)']);
    await exited(child);
    expect(child.exitCode).toBe(0);
    await expect(exited(child)).resolves.toBeUndefined();
  });
});
