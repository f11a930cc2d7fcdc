import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createApp } from '../app';
import { sandboxHandler, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import {
  listenOnFreePort,
  tempDir,
  testConfig,
  writeFile,
  type RecordedRequest,
} from '../test-support/helpers';
import { Random } from '../test-support/prng';

/**
 * Thousands of generated requests (paths, headers, bodies) against the whole app with every
 * upstream behind it. Invariants:
 * - no 5xx other than 502/504;
 * - a refusal (any 4xx: every upstream here answers 2xx to what is forwarded) reaches no
 *   upstream; the BFF's own checks (member check, bot check, user agent `web`) may;
 * - what is forwarded goes to an expected upstream path, without traversal, without the
 *   browser's cookies, internal headers or forwarding headers;
 * - answers carry the request id, no upstream fingerprint, and only site-scoped cookies.
 * The seed is fixed (BFF_FUZZ_SEED to try another; BFF_FUZZ_COUNT for more requests).
 */
const SEED = Number(process.env.BFF_FUZZ_SEED ?? 0x5eed_b0ff);
const COUNT = Number(process.env.BFF_FUZZ_COUNT ?? 3000);
const CONCURRENCY = 8;
const BODY_LIMIT = 2048;

const PREFIXES = [
  '/api/v1/',
  '/api/v1',
  '/api/v2/carts/',
  '/api/v2/',
  '/api/braze/',
  '/api/submit',
  '/api/jobsearch',
  '/api/careers-sheet',
  '/cms/',
  '/api/',
  '/API/V1/',
  '/',
];
const SEGMENTS = [
  'menus',
  '100100',
  'members',
  'signin',
  'create',
  'get',
  'orders',
  '1',
  'submit',
  'users',
  'track',
  'alias',
  'new',
  'identify',
  'export',
  'ids',
  'segment',
  'messages',
  'send',
  'campaigns',
  'canvas',
  'segments',
  'list',
  'data_series',
  'details',
  'trigger',
  'carts',
  'donations',
  'stories',
  'contact',
  'password',
  'images',
  'x.svg',
  '..',
  '.',
  '%2e%2e',
  '%2E%2e',
  '.%2e',
  '%252e%252e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '\\',
  '%00',
  '%0d%0a',
  '%',
  '%zz',
  '%E0%A4%A',
  'http:',
  'https:',
  'javascript:',
  '//',
  '',
  'evil.example',
  '@evil',
  ';x=1',
  '~',
  '*',
  '%20',
  '+',
  'a%2fb',
  '..%2f',
  '%c0%ae%c0%ae',
  '%u002e',
];
const QUERIES = [
  '',
  '',
  '',
  '?action=search&q=cook',
  '?action=detail&id=1',
  '?action=../../x',
  '?action=',
  '?length=7',
  '?length=0',
  '?length=abc&segment_id=1',
  '?token=sandbox-public-token',
  '?a=%2e%2e%2f',
  '?url=http://evil.example/',
  '?action=search&action=detail',
  '?%00=1',
];
const METHODS = ['GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data',
  'application/vnd.api+json',
  'garbage',
];
const HEADER_VALUES = [
  'catering',
  'mealtime',
  'Catering',
  'other',
  '',
  'device-1',
  'member-token-1',
  'Bearer member-token-1',
  'sandbox-operator-token',
  'wrong',
  '../x',
  'http://evil.example',
  'menus/100100',
  '/menus/100100',
  'a'.repeat(300),
];

/** Real routes of the site, with their method: generated requests start from one half the time. */
const ROUTES: Array<[string, string]> = [
  ['POST', '/api/braze/users/track'],
  ['POST', '/api/braze/users/alias/new'],
  ['POST', '/api/braze/users/identify'],
  ['POST', '/api/braze/users/export/ids'],
  ['POST', '/api/braze/messages/send'],
  ['GET', '/api/braze/segments/list'],
  ['GET', '/api/braze/campaigns/data_series?campaign_id=1'],
  ['GET', '/api/braze/segments/data_series?segment_id=1'],
  ['POST', '/api/submit'],
  ['GET', '/api/jobsearch?action=search&q=cook'],
  ['GET', '/api/careers-sheet'],
  ['GET', '/cms/stories?token=sandbox-public-token'],
  ['GET', '/api/v1/menus/100100'],
  ['POST', '/api/v1/members/signin'],
  ['POST', '/api/v1/orders/create'],
  ['PUT', '/api/v2/carts/c-1/donations'],
  ['DELETE', '/api/v1/orders/1'],
];

/** A device id header: never read by the marketing proxy, whose device alias the BFF names. */
const DEVICE = 'device-1';
const ALIAS = { alias_label: 'device' };

/** JSON bodies: marketing calls the site sends (and near misses), forms, and noise. */
function jsonBody(random: Random): unknown {
  const identity = random.pick<object>([
    { user_alias: ALIAS },
    { user_alias: { alias_name: 'other', alias_label: 'device' } },
    { external_id: 'm-1' },
    { external_id: 'm-2' },
    { braze_id: 'b' },
    {},
  ]);
  const attribute = random.pick<object>([
    { Recent_Location: { id: 101, menu_id: 100101 } },
    { Language: 'es' },
    { Channel: 'Catering' },
    { email: 'x@example.com' },
    { Recent_Location: 'x' },
  ]);
  return random.pick<unknown>([
    { attributes: [{ ...identity, ...attribute }] },
    {
      events: [
        {
          ...identity,
          name: random.pick(['Add_Product_To_Cart', 'Purchase']),
          time: random.pick(['2025-01-01T00:00:00Z', 'later']),
          properties: { product: 'Biscuit', cost: random.pick([1.5, -1]), channel: 'Mealtime' },
        },
      ],
    },
    { user_aliases: [{ ...ALIAS, ...random.pick([{}, { external_id: 'm-1' }]) }] },
    { aliases_to_identify: [{ external_id: random.pick(['m-1', 'm-2']), user_alias: ALIAS }] },
    { purchases: [] },
    { form: 'contact', fields: { a: 1 }, captcha: random.pick(['sandbox-captcha-ok', 'robot', 7]) },
    { menu_id: 100100 },
    { ['__proto__']: { polluted: true } },
    [],
    null,
    'text',
    random.int(-5, 5),
  ]);
}

interface Generated {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

function generate(random: Random, id: string): Generated {
  const headers: Record<string, string> = { 'x-request-id': id, 'user-agent': 'fuzz' };
  let method: string;
  let path: string;
  const realistic = random.chance(0.5);
  if (realistic) {
    const [routeMethod, route] = random.pick(ROUTES);
    method = random.chance(0.9) ? routeMethod : random.pick(METHODS);
    path = route;
    if (random.chance(0.15)) {
      // A near miss: one odd segment somewhere in the path.
      const [pathPart = '', query] = route.split('?');
      const parts = pathPart.split('/');
      parts.splice(random.int(2, parts.length), 0, random.pick(SEGMENTS));
      path = `${parts.join('/')}${query ? `?${query}` : ''}`;
    }
    if (random.chance(0.8)) headers.client_sub = random.pick(['catering', 'mealtime', 'other']);
    if (random.chance(0.8)) headers['x-device-id'] = random.pick([DEVICE, DEVICE, 'other-device']);
    if (random.chance(0.4)) headers['x-member-token'] = random.pick(['member-token-1', 'stolen']);
    if (random.chance(0.4)) {
      headers['x-operator-token'] = random.pick(['sandbox-operator-token', 'guess']);
    }
  } else {
    method = random.pick(METHODS);
    const segments = random.some(SEGMENTS, 5);
    path = `${random.pick(PREFIXES)}${segments.join(random.chance(0.9) ? '/' : '//')}${random.pick(QUERIES)}`;
  }
  const optional: Array<[string, () => string]> = [
    ['client_sub', () => random.pick(HEADER_VALUES)],
    ['x-device-id', () => random.pick([DEVICE, DEVICE, 'bad id', ...HEADER_VALUES])],
    ['x-member-token', () => random.pick(HEADER_VALUES)],
    ['x-operator-token', () => random.pick(HEADER_VALUES)],
    ['x-api-path', () => random.pick(HEADER_VALUES)],
    ['authorization', () => random.pick(HEADER_VALUES)],
    ['x-ordering-token', () => 'ordering-token'],
    ['cookie', () => 'session=secret; source=app'],
    ['x-forwarded-for', () => '203.0.113.7'],
    ['x-forwarded-host', () => 'evil.example'],
    ['proxy-authorization', () => 'Basic eDp5'],
    ['x-client-type', () => 'spoofed'],
    ['x-environment', () => 'dev'],
    ['if-none-match', () => '"v1"'],
    ['accept', () => random.pick(['application/json', 'text/html', '*/*'])],
    ['host', () => random.pick(['localhost:3000', 'catering.localhost:3000', 'order.example.com'])],
  ];
  for (const [name, value] of optional) {
    if (random.chance(realistic ? 0.08 : 0.25)) headers[name] = value();
  }

  let body: Buffer | undefined;
  if (method !== 'HEAD' && method !== 'OPTIONS' && (method !== 'GET' || random.chance(0.05))) {
    const kind = random.int(realistic ? -6 : 0, 9);
    if (kind <= 4) body = Buffer.from(JSON.stringify(jsonBody(random)) ?? 'null');
    else if (kind === 5) body = random.bytes(random.int(0, 64));
    else if (kind === 6) body = Buffer.alloc(BODY_LIMIT + random.int(1, 4000), 'x');
    else if (kind === 7) {
      body = zlib.gzipSync(JSON.stringify(jsonBody(random)));
      headers['content-encoding'] = random.pick(['gzip', 'deflate', 'compress']);
    } else if (kind === 8) {
      body = random.bytes(32);
      headers['content-encoding'] = 'gzip';
    }
    if (body) {
      headers['content-type'] = random.pick(CONTENT_TYPES);
      // Node sends a DELETE or GET body without framing unless told: say how it is framed.
      if (random.chance(0.2)) headers['transfer-encoding'] = 'chunked';
      else headers['content-length'] = String(body.length);
    }
  }
  return { method, path, headers, body };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

function send(port: number, agent: http.Agent, input: Generated): Promise<Answer | 'unsendable'> {
  return new Promise((resolve, reject) => {
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: input.method,
          path: input.path,
          headers: input.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
    } catch {
      // A path or header Node itself refuses to send: nothing to test.
      resolve('unsendable');
      return;
    }
    req.on('error', reject);
    req.end(input.body);
  });
}

/** Where forwarded calls may land (upstream path without query). */
const ALLOWED_UPSTREAM = [
  /^\/ordering\/v1\/[^?]+$/,
  /^\/ordering\/v2\/carts\/[^?]+$/,
  /^\/cdn\/[^?]+$/,
  /^\/jobs\/(?:search|detail)$/,
  /^\/sheets\/careers$/,
  /^\/forms\/submit$/,
  /^\/braze\/(?:users\/(?:track|identify|alias\/new|export\/ids|export\/segment)|messages\/send|(?:campaigns|canvas)\/trigger\/send|campaigns\/(?:data_series|details)|canvas\/(?:data_series|data_summary)|segments\/(?:list|data_series|details))$/,
];
const NEVER_UPSTREAM = [
  'cookie',
  'x-api-path',
  'x-member-token',
  'x-operator-token',
  'proxy-authorization',
  'x-forwarded-for',
  'x-forwarded-host',
  'client_sub',
];

/** The BFF's own calls (member check, bot check) say `user-agent: web`; forwarded ones do not. */
const isForwarded = (request: RecordedRequest) => request.headers['user-agent'] !== 'web';

describe(`generated input (seed ${SEED}, ${COUNT} requests)`, () => {
  let sandbox: FakeSandbox;

  beforeAll(async () => {
    sandbox = await startFakeSandbox((req, res) => {
      if (!isForwarded(req)) {
        sandboxHandler(req, res);
        return;
      }
      // Everything forwarded is accepted, with headers the BFF must not pass on.
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json');
      res.setHeader('server', 'fuzz-upstream/1.0');
      res.setHeader('x-powered-by', 'fuzz');
      res.setHeader('set-cookie', 'up=1; Domain=evil.example; Path=/x; SameSite=None');
      res.end('{"ok":true}');
    });
  });
  afterAll(() => sandbox.close());

  it('sees no 5xx but 502/504, and no upstream call for a refused input', async () => {
    const hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'index.html'), '<html><head></head><body></body></html>');
    const app = createApp(
      testConfig({
        ...sandbox.env,
        HOST_DIST: hostDist,
        BODY_LIMIT: String(BODY_LIMIT),
        RATE_LIMIT_MAX: '40',
      }),
    );
    const server = await listenOnFreePort(app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const random = new Random(SEED);
    const inputs = Array.from({ length: COUNT }, (_, i) => generate(random, `fuzz-${i}`));
    const answers = new Array<Answer | 'unsendable'>(COUNT);
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    try {
      let next = 0;
      const worker = async () => {
        while (next < inputs.length) {
          const index = next;
          next += 1;
          answers[index] = await send(server.port, agent, inputs[index] as Generated);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      agent.destroy();
      await server.close();
    }

    const byId = new Map<string, RecordedRequest[]>();
    for (const recorded of sandbox.requests) {
      const id = String(recorded.headers['x-request-id']);
      byId.set(id, [...(byId.get(id) ?? []), recorded]);
    }

    answers.forEach((answer, index) => {
      const input = inputs[index] as Generated;
      const id = `fuzz-${index}`;
      const label = `${input.method} ${input.path} (${id}, seed ${SEED})`;
      if (answer === 'unsendable') return;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const forwarded = (byId.get(id) ?? []).filter(isForwarded);

      if (answer.status >= 500 && answer.status !== 502 && answer.status !== 504) {
        failures.push(`${label}: ${answer.status}`);
      }
      if (answer.status >= 400 && answer.status < 500 && forwarded.length > 0) {
        failures.push(
          `${label}: refused with ${answer.status} but forwarded to ${forwarded[0]?.url}`,
        );
      }
      if (forwarded.length > 1) failures.push(`${label}: forwarded ${forwarded.length} times`);
      for (const call of forwarded) {
        const upstreamPath = call.url.split('?')[0] ?? '';
        let decoded = upstreamPath;
        try {
          decoded = decodeURIComponent(upstreamPath);
        } catch {
          failures.push(`${label}: undecodable upstream path ${call.url}`);
        }
        if (
          !ALLOWED_UPSTREAM.some((allowed) => allowed.test(upstreamPath)) ||
          /\.\.|\\|\/\//.test(decoded)
        ) {
          failures.push(`${label}: forwarded to ${call.url}`);
        }
        for (const header of NEVER_UPSTREAM) {
          if (call.headers[header] !== undefined)
            failures.push(`${label}: ${header} went upstream`);
        }
        if (call.url.startsWith('/braze/') && call.headers.authorization === undefined) {
          failures.push(`${label}: marketing call without the workspace key`);
        }
      }
      if (answer.headers['x-request-id'] !== id) failures.push(`${label}: request id not returned`);
      if (answer.headers.server || answer.headers['x-powered-by']) {
        failures.push(`${label}: upstream fingerprint passed`);
      }
      for (const cookie of answer.headers['set-cookie'] ?? []) {
        const attributes = cookie.split('; ').slice(1);
        // An upstream's cookie as the proxy scopes it, or the BFF's own (stricter) one.
        const scoped =
          ['Path=/', 'HttpOnly', 'SameSite=Lax'].every((a) => attributes.includes(a)) ||
          ['HttpOnly', 'SameSite=Strict'].every((a) => attributes.includes(a));
        if (/domain=/i.test(cookie) || !scoped) {
          failures.push(`${label}: unscoped cookie ${cookie}`);
        }
      }
    });

    expect(failures.slice(0, 20)).toEqual([]);
    // The generator reaches both sides: plenty forwarded, plenty refused, in several ways.
    const count = (predicate: (status: number) => boolean) =>
      [...statuses].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
    expect(count((status) => status < 300)).toBeGreaterThan(COUNT / 20);
    for (const refusal of [400, 401, 403, 404, 405, 413, 415, 429]) {
      expect(statuses.get(refusal) ?? 0).toBeGreaterThan(0);
    }
  }, 60_000);
});
