import http from 'node:http';
import { createApp } from '../app';
import {
  listenOnFreePort,
  startUpstream,
  testConfig,
  type TestServer,
} from '../test-support/helpers';

/**
 * The streams of the table of calls (a group order's changes, `watchGroup`; a placed order's
 * status, `watchOrder`) pass the BFF as they come: not held for compression, not cut by the call
 * timeout while quiet, ended when the upstream stalls past the stream's allowance.
 */

const EVENTS = '/ordering/v1/groups/tok-1/events';
const ORDER_EVENTS = '/ordering/v1/orders/o-1/events';

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: string[];
  /** Resolves once the stream ends (the upstream's end, or the BFF's). */
  ended: Promise<void>;
  close(): void;
}

function openStream(
  port: number,
  path = '/api/v1/groups/tok-1/events',
  headers: http.OutgoingHttpHeaders = {},
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { 'accept-encoding': 'gzip, br', accept: 'text/event-stream', ...headers },
        agent: false,
      },
      (res) => {
        const events: string[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          for (const block of chunk.split('\n\n'))
            if (block.startsWith('event:')) events.push(block);
        });
        const ended = new Promise<void>((done) => {
          res.on('close', () => done());
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });
}

function rawHead(port: number, path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'HEAD', agent: false },
      (res) => {
        res.resume();
        resolve(res);
      },
    );
    req.setTimeout(3000, () => req.destroy(new Error('no answer to the HEAD within 3 s')));
    req.on('error', reject).end();
  });
}

async function until(check: () => boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('a stream of events through the BFF', () => {
  let upstream: TestServer;
  let bff: { port: number; close(): Promise<void> };
  /** The upstream's open streams: a test writes an event to them. */
  let open: http.ServerResponse[];

  beforeEach(async () => {
    open = [];
    upstream = await startUpstream((req, res) => {
      if (req.url !== EVENTS && req.url !== ORDER_EVENTS) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write('event: change\ndata: {"version":"1"}\n\n');
      open.push(res);
    });
    const app = createApp(
      testConfig({
        ORDERING_API_URL: `${upstream.url}/ordering/v1`,
        UPSTREAM_TIMEOUT_MS: '300',
        STREAM_STALL_MS: '1200',
        STREAM_CLIENT_MAX: '2',
      }),
    );
    bff = await listenOnFreePort(app);
  });
  afterEach(async () => {
    await bff.close();
    await upstream.close();
  });

  it('passes each event as it comes, uncompressed and private, quiet past the call timeout', async () => {
    const stream = await openStream(bff.port);
    try {
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['cache-control']).toBe('private, no-store');
      await until(() => stream.events.length === 1, 2000);
      // Quiet for more than the call timeout (300 ms): the stream stays.
      await new Promise((resolve) => setTimeout(resolve, 700));
      open[0]?.write('event: change\ndata: {"version":"2"}\n\n');
      const took = await until(() => stream.events.length === 2, 2000);
      expect(took).toBeLessThan(500);
      expect(stream.events[1]).toContain('"version":"2"');
    } finally {
      stream.close();
    }
  });

  it('passes an order’s status events the same way', async () => {
    const stream = await openStream(bff.port, '/api/v1/orders/o-1/events');
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-encoding']).toBeUndefined();
      await until(() => stream.events.length === 1, 2000);
      open[0]?.write('event: status\ndata: {"status":"in_progress"}\n\n');
      await until(() => stream.events.length === 2, 1000);
      expect(stream.events[1]).toContain('in_progress');
    } finally {
      stream.close();
    }
  });

  it('ends a stream whose upstream went quiet past its allowance, so the browser reconnects', async () => {
    const stream = await openStream(bff.port);
    await until(() => stream.events.length === 1, 2000);
    const started = Date.now();
    await stream.ended;
    // The allowance (1.2 s), not the call timeout, and not never.
    expect(Date.now() - started).toBeGreaterThan(900);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers a HEAD with the stream’s status and headers at once, and holds no stream', async () => {
    const started = Date.now();
    const answer = await rawHead(bff.port, '/api/v1/orders/o-1/events');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // The upstream's stream is let go: the client's allowance is whole again.
    await until(() => open.every((stream) => stream.destroyed || stream.writableEnded), 2000);
    const first = await openStream(bff.port);
    const second = await openStream(bff.port);
    expect([first.status, second.status]).toEqual([200, 200]);
    first.close();
    second.close();
  });

  it('counts the addresses of one IPv6 /64 as one client, as every limit does', async () => {
    const behindProxy = createApp(
      testConfig({
        ORDERING_API_URL: `${upstream.url}/ordering/v1`,
        STREAM_CLIENT_MAX: '2',
        TRUST_PROXY: 'loopback',
      }),
    );
    const site = await listenOnFreePort(behindProxy);
    const from = (address: string) =>
      openStream(site.port, '/api/v1/orders/o-1/events', { 'x-forwarded-for': address });
    const streams = [await from('2001:db8:1:2::1'), await from('2001:db8:1:2::2')];
    try {
      expect((await from('2001:db8:1:2::3')).status).toBe(429);
      const other = await from('2001:db8:1:3::1');
      streams.push(other);
      expect(other.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
      await site.close();
    }
  });

  it('holds a client to its open streams, and counts one again once it closed', async () => {
    const first = await openStream(bff.port);
    const second = await openStream(bff.port);
    const third = await openStream(bff.port);
    try {
      expect(third.status).toBe(429);
      await third.ended;
      expect(upstream.requests.filter((r) => r.url === EVENTS)).toHaveLength(2);
      first.close();
      await first.ended;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = await openStream(bff.port);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      first.close();
      second.close();
    }
  });
});
