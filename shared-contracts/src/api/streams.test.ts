/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDERING_CALLS } from './calls';
import { setRequestHooks } from './request-hooks';
import { followCall } from './streams';

// The library times its retries on `window` and listens to `document`, as in a browser.
Object.assign(globalThis, {
  window: globalThis,
  document: {
    hidden: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  },
});

let server: http.Server;
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const seen: http.IncomingHttpHeaders[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The page's calls are relative to its origin: here, the test server's.
  globalThis.fetch = (url, init) => realFetch(`http://127.0.0.1:${port}${String(url)}`, init);
  setRequestHooks({
    tokens: () => ({ 'ordering.access.token': 'key-1' }) as never,
    language: () => 'es',
  });
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  setRequestHooks({});
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const sse = (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });

async function until(check: () => boolean, withinMs = 4_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('following a stream call', () => {
  it('sends the call’s headers with the member’s token, and gives each event by its name', async () => {
    answer = (_req, res) => {
      sse(res);
      res.write('event: status\ndata: {"status":"received"}\n\n');
      res.write(': keep-alive\n\n');
      res.write('event: status\ndata: {"status":"in_progress"}\n\n');
    };
    const events: string[] = [];
    const stop = followCall(
      ORDERING_CALLS.watchOrder,
      { orderId: 'o-1' },
      { onEvent: (event, data) => events.push(`${event} ${data}`) },
      { auth: 'ordering' },
    );
    try {
      await until(() => events.length === 2);
      expect(events).toEqual(['status {"status":"received"}', 'status {"status":"in_progress"}']);
      expect(seen[0]).toMatchObject({
        'x-ordering-token': 'key-1',
        'accept-language': 'es',
        accept: 'text/event-stream',
        'x-api-path': 'orders/o-1/events',
      });
    } finally {
      stop();
    }
  });

  it('opens an ended stream again, and says so each time', async () => {
    answer = (_req, res) => {
      sse(res);
      res.end('event: change\ndata: {}\n\n');
    };
    let opened = 0;
    const stop = followCall(
      ORDERING_CALLS.watchGroup,
      { token: 'tok-1' },
      { onEvent: () => undefined, onOpen: () => (opened += 1) },
    );
    try {
      await until(() => opened === 2);
      expect(seen[1]?.['x-ordering-token']).toBeUndefined();
    } finally {
      stop();
    }
  });

  it('gives up on a refused stream, once, and says so', async () => {
    answer = (_req, res) => res.writeHead(429, { 'content-type': 'application/json' }).end('{}');
    let refused = 0;
    followCall(
      ORDERING_CALLS.watchOrder,
      { orderId: 'o-2' },
      { onEvent: () => undefined, onRefused: () => (refused += 1) },
    );
    await until(() => refused === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(seen).toHaveLength(1);
  });
});
