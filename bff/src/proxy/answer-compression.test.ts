import http from 'node:http';
import zlib from 'node:zlib';
import { startSandbox, stopProcesses } from '../../bench/load';
import { createApp } from '../app';
import {
  listenOnFreePort,
  startUpstream,
  testConfig,
  type TestServer,
} from '../test-support/helpers';

/** A JSON body well over the compression threshold, with a value the request chose (reflected). */
function bigJson(extra: Record<string, unknown> = {}): string {
  const products = Array.from({ length: 80 }, (_, id) => ({ id, name: `Biscuit box ${id}` }));
  return JSON.stringify({ ...extra, products });
}

interface BytesAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** An answer's bytes as they came over the wire (supertest would inflate them). */
function bytesOf(
  port: number,
  method: string,
  path: string,
  acceptEncoding: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<BytesAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'accept-encoding': acceptEncoding,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the ordering API’s answers, compressed by the BFF', () => {
  let upstream: TestServer;
  let bff: Awaited<ReturnType<typeof listenOnFreePort>>;
  let respond: (req: { url: string }, res: http.ServerResponse) => void;

  beforeEach(async () => {
    respond = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(bigJson());
    };
    upstream = await startUpstream((req, res) => respond(req, res));
    bff = await listenOnFreePort(
      createApp(testConfig({ ORDERING_API_URL: `${upstream.url}/ordering/v1` })),
    );
  });
  afterEach(async () => {
    await bff.close();
    await upstream.close();
  });

  const menu = (acceptEncoding: string) =>
    bytesOf(bff.port, 'GET', '/api/v1/menus/100100', acceptEncoding);

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('sends a menu as %s when the browser accepts it', async (encoding, decode) => {
    const res = await menu(encoding);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.length).toBeLessThan(bigJson().length / 3);
    expect(decode(res.body).toString('utf8')).toBe(bigJson());
  });

  it('prefers brotli when the browser accepts both', async () => {
    expect((await menu('gzip, deflate, br')).headers['content-encoding']).toBe('br');
  });

  it('sends the answer as it came to a browser that accepts no encoding', async () => {
    const res = await menu('identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe(bigJson());
  });

  it('passes an answer the upstream compressed as it came (not twice)', async () => {
    const gzipped = zlib.gzipSync(bigJson());
    respond = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipped);
    };
    const res = await menu('br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(res.body, gzipped)).toBe(0);
  });

  it.each([
    ['POST', '/api/v1/members/signin'],
    ['POST', '/api/v1/members/create'],
    ['POST', '/api/v1/members/verify'],
    ['POST', '/api/v1/members/sso'],
    ['POST', '/api/v1/orders/o-1/token'],
  ])(
    'never compresses %s %s: its token sits next to what the browser sent (BREACH)',
    async (method, path) => {
      respond = (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(bigJson({ tokens: { 'access.token': 'secret-token-1234' }, email: 'a@b.c' }));
      };
      const res = await bytesOf(bff.port, method, path, 'br, gzip', '{"email":"a@b.c"}');
      expect(upstream.requests).toHaveLength(1);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString('utf8')).toContain('secret-token-1234');
    },
  );

  it('never compresses an answer that sets a cookie', async () => {
    respond = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', 'session=s3cret; Path=/');
      res.end(bigJson());
    };
    const res = await bytesOf(bff.port, 'GET', '/api/v1/members/get', 'br, gzip');
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps streaming: the first part of an answer arrives before the upstream has finished', async () => {
    let finish: () => void = () => undefined;
    const first = `{"products":[${'{"name":"Biscuit"},'.repeat(200)}`;
    respond = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.write(first);
      finish = () => res.end('{"name":"Tender"}]}');
    };
    try {
      const received = await new Promise<{ encoding: string | undefined; firstPart: string }>(
        (resolve, reject) => {
          http
            .get(
              {
                port: bff.port,
                host: '127.0.0.1',
                path: '/api/v1/menus/100100',
                headers: { 'accept-encoding': 'gzip' },
                agent: false,
              },
              (res) => {
                let text = '';
                const gunzip = res.pipe(zlib.createGunzip());
                gunzip.setEncoding('utf8').on('data', (chunk: string) => {
                  text += chunk;
                  // The whole first part decoded while the upstream still holds the rest.
                  if (text === first) {
                    resolve({ encoding: res.headers['content-encoding'], firstPart: text });
                    finish();
                  }
                });
                gunzip.on('error', reject);
              },
            )
            .on('error', reject);
        },
      );
      expect(received).toEqual({ encoding: 'gzip', firstPart: first });
    } finally {
      finish();
    }
  });
});

describe('the ordering API’s answers from a real sandbox, through the BFF', () => {
  let sandbox = '';
  let bff: Awaited<ReturnType<typeof listenOnFreePort>>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    bff = await listenOnFreePort(
      createApp(testConfig({ ORDERING_API_URL: `${sandbox}/ordering/v1` })),
    );
  }, 60_000);
  afterAll(async () => {
    await bff.close();
    stopProcesses();
  });

  it('sends the menu as brotli, the same JSON the sandbox sends uncompressed', async () => {
    const direct = await bytesOf(
      Number(new URL(sandbox).port),
      'GET',
      '/ordering/v1/menus/100100',
      'br, gzip',
    );
    expect(direct.headers['content-encoding']).toBeUndefined();
    const res = await bytesOf(bff.port, 'GET', '/api/v1/menus/100100', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBeLessThan(direct.body.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(res.body).toString('utf8'))).toEqual(
      JSON.parse(direct.body.toString('utf8')),
    );
  });

  it("sends a sign-in answer, with its tokens, uncompressed, and the member's orders compressed", async () => {
    const signIn = await bytesOf(
      bff.port,
      'POST',
      '/api/v1/members/signin',
      'gzip, deflate, br',
      JSON.stringify({
        email: 'demo@example.com',
        password: 'Biscuits123!',
        captcha: 'sandbox-captcha-ok',
      }),
    );
    expect(signIn.status).toBe(200);
    expect(signIn.headers['content-encoding']).toBeUndefined();
    const { data } = JSON.parse(signIn.body.toString('utf8')) as {
      data: { tokens: Record<string, string> };
    };
    const token = data.tokens['ordering.access.token'];
    expect(token).toEqual(expect.any(String));

    // The session key, with the session cookie it belongs to (the tokens stay with the BFF).
    const cookies = signIn.headers['set-cookie'] ?? [];
    const cookie = cookies.find((set) => set.startsWith('qsr_session='))?.split(';')[0] ?? '';
    const orders = await bytesOf(bff.port, 'GET', '/api/v1/orders/recent', 'gzip', undefined, {
      'x-ordering-token': token ?? '',
      cookie,
    });
    expect(orders.status).toBe(200);
    expect(orders.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(orders.body).toString('utf8'))).toEqual(expect.any(Array));
  });
});
