import http, { type OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import express, { type ErrorRequestHandler } from 'express';
import { createApp } from '../app';
import { WRONG_CREDENTIALS } from '../test-support/fake-sandbox';
import { listenOnFreePort, testConfig } from '../test-support/helpers';
import { readRepoFile } from '../test-support/repo-files';

/**
 * The door reads each request exactly as the upstream will: tricky bodies and headers go
 * through the real BFF to an upstream that parses like the sandbox (its own body parser,
 * `express.json({ limit: '1mb' })`). For each case, either the BFF refused it (4xx, nothing
 * upstream) or the upstream read the very e-mail the BFF's per-account limit counted (that
 * e-mail's attempts, from another address, are soon held up with 429) — and the value it was meant
 * to carry, sent as the BFF's own UTF-8 JSON.
 */

/** The sandbox's parser, as its app sets it up (checked against the file below). */
const SANDBOX_PARSER = "app.use(express.json({ limit: '1mb' }));";
const PASSWORD = 'wrong-guess';

interface Arrival {
  headers: http.IncomingHttpHeaders;
  /** What the upstream's parser read; undefined when it read nothing. */
  body?: unknown;
  /** The parser's refusal, if it refused. */
  refused?: number;
}

interface DoorCase {
  name: string;
  /** The request body for an attempt at `email`. */
  body: (email: string) => Buffer;
  headers?: OutgoingHttpHeaders;
  /** What the door does with it: reads it as `{ email, password }`, or refuses it. */
  door: 'read' | 400 | 415;
}

const signIn = (email: string) => JSON.stringify({ email, password: PASSWORD });
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const utf16le = (text: string) => Buffer.from(text, 'utf16le');
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
/** The e-mails here are ASCII: one code unit each. */
const utf32le = (text: string) =>
  Buffer.from([...text].flatMap((char) => [char.charCodeAt(0), 0, 0, 0]));
const withBytes =
  (prefix: number[], encode: (text: string) => Buffer, text = signIn) =>
  (email: string) =>
    Buffer.concat([Buffer.from(prefix), encode(text(email))]);
const json = (charset?: string) => ({
  'content-type': charset ? `application/json; charset=${charset}` : 'application/json',
});
const BOM8 = [0xef, 0xbb, 0xbf];
const BOM_LE = [0xff, 0xfe];
const BOM_BE = [0xfe, 0xff];
/** A sign-in whose text is written by hand (`E` is the e-mail). */
const written = (template: string) => (email: string) =>
  utf8(template.replaceAll('E', JSON.stringify(email)));

const CASES: DoorCase[] = [
  { name: 'plain UTF-8', body: (email) => utf8(signIn(email)), headers: json(), door: 'read' },
  { name: 'a UTF-8 BOM', body: withBytes(BOM8, utf8), headers: json(), door: 'read' },
  {
    name: 'a UTF-8 BOM, charset utf-8',
    body: withBytes(BOM8, utf8),
    headers: json('utf-8'),
    door: 'read',
  },
  {
    name: 'UTF-16LE, declared',
    body: withBytes([], utf16le),
    headers: json('utf-16le'),
    door: 'read',
  },
  {
    name: 'UTF-16LE with a BOM, declared',
    body: withBytes(BOM_LE, utf16le),
    headers: json('utf-16le'),
    door: 'read',
  },
  {
    name: 'UTF-16LE with a BOM, no charset',
    body: withBytes(BOM_LE, utf16le),
    headers: json(),
    door: 'read',
  },
  {
    name: 'UTF-16LE with a BOM, charset utf-16',
    body: withBytes(BOM_LE, utf16le),
    headers: json('utf-16'),
    door: 'read',
  },
  {
    name: 'UTF-16BE, declared',
    body: withBytes([], utf16be),
    headers: json('utf-16be'),
    door: 'read',
  },
  {
    name: 'UTF-16BE with a BOM, declared',
    body: withBytes(BOM_BE, utf16be),
    headers: json('utf-16be'),
    door: 'read',
  },
  {
    name: 'UTF-16BE with a BOM, no charset',
    body: withBytes(BOM_BE, utf16be),
    headers: json(),
    door: 'read',
  },
  {
    name: 'UTF-16BE with a BOM, charset utf-16',
    body: withBytes(BOM_BE, utf16be),
    headers: json('utf-16'),
    door: 'read',
  },
  {
    name: 'UTF-16 without a BOM, charset utf-16',
    body: withBytes([], utf16le),
    headers: json('utf-16'),
    door: 415,
  },
  {
    name: 'UTF-16LE without a charset or BOM',
    body: withBytes([], utf16le),
    headers: json(),
    door: 400,
  },
  {
    name: 'UTF-16LE under charset utf-8',
    body: withBytes(BOM_LE, utf16le),
    headers: json('utf-8'),
    door: 400,
  },
  {
    name: 'UTF-32LE with a BOM',
    body: withBytes([0xff, 0xfe, 0, 0], utf32le),
    headers: json('utf-32le'),
    door: 415,
  },
  {
    name: 'charset utf-32 on ASCII',
    body: (email) => utf8(signIn(email)),
    headers: json('utf-32'),
    door: 415,
  },
  {
    name: 'charset utf-7',
    body: (email) => utf8(signIn(email)),
    headers: json('utf-7'),
    door: 415,
  },
  {
    name: 'charset iso-8859-1',
    body: (email) => utf8(signIn(email)),
    headers: json('iso-8859-1'),
    door: 415,
  },
  {
    name: 'a quoted charset in capitals',
    body: withBytes([], utf16le),
    headers: { 'content-type': 'application/json; charset="UTF-16LE"' },
    door: 'read',
  },
  {
    name: 'the charset parameter in capitals',
    body: withBytes([], utf16be),
    headers: { 'content-type': 'Application/JSON;CHARSET=utf-16be' },
    door: 'read',
  },
  {
    name: 'more parameters around the charset',
    body: withBytes([], utf16le),
    headers: { 'content-type': 'application/json ; foo=bar;charset=utf-16le; q=1' },
    door: 'read',
  },
  {
    name: 'two charset parameters',
    body: withBytes([], utf16le),
    headers: { 'content-type': 'application/json; charset=utf-8; charset=utf-16le' },
    door: 400,
  },
  {
    name: 'two content-type headers',
    body: withBytes([], utf16le),
    headers: { 'content-type': ['application/json; charset=utf-16le', 'application/json'] },
    door: 400,
  },
  {
    name: 'a +json type',
    body: (email) => utf8(signIn(email)),
    headers: { 'content-type': 'application/vnd.api+json' },
    door: 'read',
  },
  {
    name: 'text/plain',
    body: (email) => utf8(signIn(email)),
    headers: { 'content-type': 'text/plain' },
    door: 415,
  },
  { name: 'no content type', body: (email) => utf8(signIn(email)), door: 415 },
  {
    name: 'an unreadable content type',
    body: (email) => utf8(signIn(email)),
    headers: { 'content-type': 'json' },
    door: 415,
  },
  {
    name: 'gzip of UTF-16LE',
    body: (email) => zlib.gzipSync(withBytes(BOM_LE, utf16le)(email)),
    headers: { ...json('utf-16le'), 'content-encoding': 'gzip' },
    door: 'read',
  },
  {
    name: 'the e-mail twice',
    body: (email) =>
      utf8(
        `{"email":"decoy@example.com","email":${JSON.stringify(email)},"password":"${PASSWORD}"}`,
      ),
    headers: json(),
    door: 400,
  },
  {
    name: 'a __proto__ key',
    body: written(`{"__proto__":{"email":E},"email":E,"password":"${PASSWORD}"}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'a constructor key',
    body: written(`{"constructor":{},"email":E,"password":"${PASSWORD}"}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'a huge number',
    body: written(`{"email":E,"password":"${PASSWORD}","id":123456789012345678901234567890}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'a number past the doubles',
    body: written(`{"email":E,"password":"${PASSWORD}","id":1e999}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'an escaped NUL in the e-mail',
    body: (email) =>
      utf8(`{"email":${JSON.stringify(email).replace('@', '\\u0000@')},"password":"${PASSWORD}"}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'a NUL byte between tokens',
    body: written(`{"email":E,\u0000"password":"${PASSWORD}"}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'an escape control in a value',
    body: written(`{"email":E,"password":"\\u001b[2J"}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'DEL in a key',
    body: written(`{"email":E,"password":"${PASSWORD}","\\u007f":1}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'overlong UTF-8 (C0 AE) in the e-mail',
    body: (email) =>
      Buffer.concat([
        utf8(`{"email":${JSON.stringify(email).slice(0, -1)}`),
        Buffer.from([0xc0, 0xae]),
        utf8(`","password":"${PASSWORD}"}`),
      ]),
    headers: json(),
    door: 400,
  },
  {
    name: 'an escaped lone surrogate',
    body: written(`{"email":E,"password":"\\ud800"}`),
    headers: json(),
    door: 400,
  },
  {
    name: 'a lone surrogate in UTF-16LE bytes',
    body: (email) =>
      Buffer.concat([
        utf16le(`{"email":${JSON.stringify(email)},"password":"`),
        Buffer.from([0x00, 0xd8]),
        utf16le('"}'),
      ]),
    headers: json('utf-16le'),
    door: 400,
  },
  { name: 'two BOMs', body: withBytes([...BOM8, ...BOM8], utf8), headers: json(), door: 400 },
  {
    name: 'a top-level string',
    body: (email) => utf8(JSON.stringify(email)),
    headers: json(),
    door: 400,
  },
  {
    name: 'lowercase bearer',
    body: (email) => utf8(signIn(email)),
    headers: { ...json(), authorization: 'bearer tok-1' },
    door: 'read',
  },
  {
    name: 'BEARER and spaces',
    body: (email) => utf8(signIn(email)),
    headers: { ...json(), authorization: '  BEARER   tok-1 ' },
    door: 'read',
  },
  {
    name: 'two authorization headers',
    body: (email) => utf8(signIn(email)),
    // Capitalised: Node's typings allow one value only for the lower-case name; both are sent.
    headers: { ...json(), Authorization: ['Bearer tok-1', 'Bearer tok-2'] },
    door: 400,
  },
  {
    name: 'a Basic authorization',
    body: (email) => utf8(signIn(email)),
    headers: { ...json(), authorization: 'Basic dG9rLTE=' },
    door: 400,
  },
];

/** An upstream that parses as the sandbox does and records what its parser read. */
async function startSandboxLikeUpstream() {
  const arrivals: Arrival[] = [];
  const app = express();
  app.use((req, _res, next) => {
    arrivals.push({ headers: req.headers });
    next();
  });
  app.use(express.json({ limit: '1mb' }));
  app.post('/ordering/v1/members/signin', (req, res) => {
    const arrival = arrivals[arrivals.length - 1] as Arrival;
    arrival.body = req.body as unknown;
    // The sandbox's wrong-sign-in words, under a status of their own (it answers 400): an answer
    // from here is never taken for a parser's 400 refusal.
    res.status(401).json(WRONG_CREDENTIALS.body);
  });
  const onError: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    (arrivals[arrivals.length - 1] as Arrival).refused = error.status ?? 500;
    res.status(error.status ?? 500).json({ message: 'refused' });
  };
  app.use(onError);
  const server = await listenOnFreePort(app);
  return { ...server, arrivals };
}

function post(
  port: number,
  path: string,
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': body.length },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the door reads each request as the upstream will (differential)', () => {
  let upstream: Awaited<ReturnType<typeof startSandboxLikeUpstream>>;
  let bff: { port: number; close(): Promise<void> };
  let addresses = 0;
  /** Each attempt from an address of its own: only the per-account limit can refuse it. */
  const nextAddress = () => {
    addresses += 1;
    return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  const attempt = (headers: OutgoingHttpHeaders, body: Buffer) =>
    post(
      bff.port,
      '/api/v1/members/signin',
      { ...headers, 'x-forwarded-for': nextAddress() },
      body,
    );

  beforeAll(async () => {
    upstream = await startSandboxLikeUpstream();
    bff = await listenOnFreePort(
      createApp(
        testConfig({
          ORDERING_API_URL: `http://127.0.0.1:${upstream.port}/ordering/v1`,
          TRUST_PROXY: 'loopback',
          RATE_LIMIT_MAX: '1000',
          RATE_LIMIT_ACCOUNT_MAX: '1',
        }),
      ),
    );
  });
  afterAll(async () => {
    await bff.close();
    await upstream.close();
  });

  it('the upstream here parses as the sandbox does', () => {
    expect(readRepoFile('sandbox/src/app.ts')).toContain(SANDBOX_PARSER);
  });

  it.each(CASES.map((doorCase, index) => [doorCase.name, doorCase, index] as const))(
    '%s',
    async (_name, doorCase, index) => {
      const email = `door-${index}@example.com`;
      const before = upstream.arrivals.length;
      const answer = await attempt(doorCase.headers ?? {}, doorCase.body(email));
      const arrived = upstream.arrivals.slice(before);

      if (arrived.length === 0) {
        // Refused at the door: a client error of the BFF's own.
        expect([400, 413, 415]).toContain(answer.status);
      } else {
        expect(arrived).toHaveLength(1);
        const [read] = arrived as [Arrival];
        expect(read.refused).toBeUndefined();
        const readEmail = (read.body as { email?: unknown }).email;
        expect(typeof readEmail).toBe('string');
        // The e-mail the upstream read is the account the limit counted: past its quota of one,
        // the next attempt goes through and the one after it waits (a slow-down, not a lock) …
        await attempt(json(), utf8(signIn(readEmail as string)));
        const held = await attempt(json(), utf8(signIn(readEmail as string)));
        expect({ held: held.status, forwarded: upstream.arrivals.length - before }).toEqual({
          held: 429,
          forwarded: 2,
        });
        // … and what it read is the BFF's own serialisation.
        expect(read.headers['content-type']).toBe('application/json; charset=utf-8');
        if (doorCase.headers?.authorization) {
          expect(read.headers.authorization).toBe('Bearer tok-1');
        }
      }

      if (doorCase.door === 'read') {
        expect(answer.status).toBe(401);
        expect(arrived[0]?.body).toEqual({ email, password: PASSWORD });
      } else {
        expect(answer.status).toBe(doorCase.door);
        expect(arrived).toEqual([]);
      }
    },
  );
});
