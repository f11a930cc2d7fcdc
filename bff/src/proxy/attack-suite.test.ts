import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { createApp } from '../app';
import { ORDERING_CALLS } from '@qsr/shared-contracts/core';
import { sandboxHandler, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import {
  listenOnFreePort,
  rawRequest,
  tempDir,
  testConfig,
  writeFile,
} from '../test-support/helpers';
import { Random } from '../test-support/prng';

/**
 * The threat model's attack suite (bff/README "Threat model"): hostile inputs by class, each
 * with the answer the BFF promises, against a BFF whose upstream counts every call. For every
 * class: no crash (no 5xx, the BFF still answers), no refused input upstream, the expected
 * status. The inputs are generated from a fixed seed (BFF_ATTACK_SEED to try another).
 */
const SEED = Number(process.env.BFF_ATTACK_SEED ?? 0xa77ac);
const BODY_LIMIT = 4096;
const ACCOUNT_LIMIT = 5;

interface Attack {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** Real calls of the site, their `{params}` filled: the starting point of most attacks. */
const CALLS = Object.values(ORDERING_CALLS).map((call) => ({
  method: call.method,
  path: `/api/${call.v2 ? 'v2' : 'v1'}/${call.path.replace(/\{[^}]+\}/g, 'o-1')}`,
}));

const TRAVERSALS = [
  '../',
  '..%2f',
  '%2e%2e/',
  '%2E%2e%2F',
  '.%2e/',
  '%252e%252e/',
  '..\\',
  '%5c..%5c',
  '..;/',
  '%c0%ae%c0%ae/',
  './',
  '%2e/',
  '//',
  'http://evil.example/',
  '%00',
  '%0d%0aX-Injected:%201/',
];

const BACK_DOORS = [
  '_sandbox/mailbox?email=demo@example.com',
  '_sandbox/mailbox',
  '_sandbox/submissions',
  '_sandbox/calls',
  'admin',
  'admin/users',
  'internal/config',
  'debug/vars',
  'actuator/env',
  'members',
  'members/list',
  'members/impersonate',
  'orders',
  'orders/o-1/refund',
  'orders/o-1/payments',
  'healthz',
  'graphql',
  '.env',
];

const ODD_METHODS = ['TRACE', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'PATCH'];

function traversal(random: Random): Attack {
  const { method, path: base } = random.pick(CALLS);
  const parts = base.split('/');
  const at = random.int(3, parts.length);
  const injected = random.pick(TRAVERSALS) + random.pick(BACK_DOORS).split('?')[0];
  return { method, path: [...parts.slice(0, at), injected].join('/') };
}

function backDoor(random: Random): Attack {
  const api = random.pick(['/api/v1/', '/api/v2/', '/api/v2/carts/']);
  return {
    method: random.pick(['GET', 'POST', 'PUT', 'DELETE']),
    path: api + random.pick(BACK_DOORS),
  };
}

function unknownPath(random: Random): Attack {
  const word = () => random.text('abcdefghijklmnopqrstuvwxyz0123456789_-', 1, 12);
  const segments = Array.from({ length: random.int(1, 5) }, word);
  return {
    method: random.pick(['GET', 'POST', 'PUT', 'DELETE']),
    path: `/api/v1/${segments.join('/')}`,
  };
}

function oddMethod(random: Random): Attack {
  return { method: random.pick(ODD_METHODS), path: random.pick(CALLS).path };
}

function oversized(random: Random): Attack {
  const call = random.pick(CALLS.filter((c) => c.method !== 'GET' && c.method !== 'DELETE'));
  const size = BODY_LIMIT + random.int(1, 200_000);
  if (random.chance(0.3)) {
    return {
      ...call,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: zlib.gzipSync(Buffer.alloc(size, '{')),
    };
  }
  return {
    ...call,
    headers: { 'content-type': 'application/json' },
    body: Buffer.alloc(size, 'a'),
  };
}

const CLASSES: Array<{
  name: string;
  make: (random: Random) => Attack;
  count: number;
  expected: readonly number[];
}> = [
  { name: 'traversal', make: traversal, count: 300, expected: [400, 404] },
  { name: 'back-door paths', make: backDoor, count: 200, expected: [404] },
  { name: 'unknown paths', make: unknownPath, count: 200, expected: [404] },
  { name: 'methods the table does not name', make: oddMethod, count: 200, expected: [405] },
  { name: 'oversized bodies', make: oversized, count: 60, expected: [413] },
];

/** Writes raw bytes on a fresh connection; what came back before the BFF closed it. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.end(bytes);
  });
}

const SMUGGLING = [
  // Both framings: RFC 9112 says refuse.
  'POST /api/v1/members/signin HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/v1/_sandbox/mailbox HTTP/1.1\r\nHost: x\r\n\r\n',
  // Two lengths.
  'POST /api/v1/members/signin HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 60\r\n\r\nGET /api/v1/_sandbox/mailbox HTTP/1.1\r\nHost: x\r\n\r\n',
  // An obfuscated transfer coding.
  'POST /api/v1/members/signin HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n',
  'POST /api/v1/members/signin HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n',
  // A folded header line.
  'POST /api/v1/members/signin HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity\r\n chunked\r\n\r\n0\r\n\r\n',
  // A bare LF and a NUL in the request line.
  'GET /api/v1/menus/1\u0000/../../_sandbox/mailbox HTTP/1.1\r\nHost: x\r\n\r\n',
  // Headers too large.
  `GET /api/v1/menus/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
];

describe(`attack suite (seed ${SEED})`, () => {
  let sandbox: FakeSandbox;
  let server: { port: number; close(): Promise<void> };

  beforeAll(async () => {
    sandbox = await startFakeSandbox((req, res) => {
      // Every guessed code is wrong.
      if (req.url.endsWith('/members/verify')) {
        res.statusCode = 401;
        res.end('{"message":"wrong code"}');
        return;
      }
      sandboxHandler(req, res);
    });
    const hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'index.html'), '<html><head></head><body></body></html>');
    const app = createApp(
      testConfig({
        ...sandbox.env,
        HOST_DIST: hostDist,
        BODY_LIMIT: String(BODY_LIMIT),
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_ACCOUNT_MAX: String(ACCOUNT_LIMIT),
        PAYMENT_LIMIT_MAX: '100000',
        TRUST_PROXY: 'loopback',
      }),
    );
    server = await listenOnFreePort(app);
  });
  afterAll(async () => {
    await server.close();
    await sandbox.close();
  });

  it.each(CLASSES)(
    '$name: each answered $expected, none upstream',
    async ({ make, count, expected }) => {
      const random = new Random(SEED);
      const before = sandbox.requests.length;
      const unexpected: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const attack = make(random);
        let status: number;
        try {
          ({ status } = await rawRequest(server.port, attack.path, attack));
        } catch (error) {
          // Node's own client refuses to send some paths: then nothing reached the BFF either.
          if ((error as NodeJS.ErrnoException).code === 'ERR_UNESCAPED_CHARACTERS') continue;
          throw error;
        }
        if (!expected.includes(status))
          unexpected.push(`${attack.method} ${attack.path}: ${status}`);
      }
      expect(unexpected.slice(0, 10)).toEqual([]);
      expect(sandbox.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual([]);
      expect((await rawRequest(server.port, '/healthz')).status).toBe(200);
    },
    // Hundreds of requests one after another: minutes on a machine busy with other work.
    120_000,
  );

  it('request smuggling: refused by the parser, nothing smuggled upstream', async () => {
    const before = sandbox.requests.length;
    for (const bytes of SMUGGLING) {
      const answer = await rawExchange(server.port, bytes);
      expect(answer).toMatch(/^HTTP\/1\.1 (400|431) /);
    }
    expect(sandbox.requests.slice(before)).toEqual([]);
    expect((await rawRequest(server.port, '/healthz')).status).toBe(200);
  });

  it('one account guessed from many addresses: slowed after its quota, the refused never upstream', async () => {
    const before = sandbox.at('/ordering/v1/members/verify').length;
    const random = new Random(SEED);
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 40; i += 1) {
      const res = await rawRequest(server.port, '/api/v1/members/verify', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${random.int(1, 254)}`,
        },
        body: JSON.stringify({
          email: random.pick(['victim@example.com', 'VICTIM@example.com ']),
          code: String(random.int(0, 999_999)),
        }),
      });
      statuses.push(res.status);
    }
    // Past its quota each attempt that goes through opens a wait (1 s, 2 s, 4 s …) for the next:
    // in the time the 40 took, at most this many more went through.
    const seconds = (Date.now() - started) / 1000;
    const slowed = 1 + Math.ceil(Math.log2(seconds + 1));
    const through = statuses.filter((status) => status === 401).length;
    expect(statuses.slice(0, ACCOUNT_LIMIT + 1).every((status) => status === 401)).toBe(true);
    expect(through).toBeLessThanOrEqual(ACCOUNT_LIMIT + slowed);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(sandbox.at('/ordering/v1/members/verify').length - before).toBe(through);
  });
});
