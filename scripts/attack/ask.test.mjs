import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ask, askJson, askRaw, bodyJson, cookieSet } from './ask.mjs';
import { memberHeaders, signIn, withSession } from './members.mjs';

/** What the server was asked last: the request line and headers as they came, and the body. */
let asked;
let server;
let base;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      asked = {
        method: request.method,
        url: request.url,
        headers: request.rawHeaders,
        body: Buffer.concat(chunks),
      };
      if (request.url === '/api/v1/members/signin') {
        response.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': [
            'qsr_session=s%3Aabc; Path=/; HttpOnly; SameSite=Strict',
            'qsr_device=s%3Adev; Path=/; HttpOnly',
          ],
        });
        response.end(
          JSON.stringify({
            data: {
              tokens: { 'access.token': 'key-1', 'ordering.access.token': 'ord-1' },
              user: { id: 42 },
            },
          }),
        );
        return;
      }
      response.writeHead(418, { 'content-type': 'text/plain' });
      response.end('short and stout');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('requests as an attacker writes them', () => {
  it('sends the path as given, repeated headers once per value, and a framed body', async () => {
    const answer = await ask(base, {
      method: 'GET',
      path: '/remotes/careers/%2e%2e/../package.json',
      headers: { authorization: ['Bearer a', 'Bearer b'] },
      body: Buffer.from([0xff, 0xfe, 0x7b, 0x00]),
    });
    expect(answer).toMatchObject({ status: 418, body: 'short and stout' });
    expect(asked.url).toBe('/remotes/careers/%2e%2e/../package.json');
    expect(asked.headers.filter((_, i, all) => all[i - 1] === 'authorization')).toEqual([
      'Bearer a',
      'Bearer b',
    ]);
    expect(asked.headers).toContain('4');
    expect([...asked.body]).toEqual([0xff, 0xfe, 0x7b, 0x00]);
  });

  it('serialises a JSON body and says so', async () => {
    await askJson(base, 'PUT', '/api/v1/orders/1/tip', { amount: -5 }, { 'x-a': '1' });
    expect(asked.method).toBe('PUT');
    expect(asked.headers).toEqual(
      expect.arrayContaining(['content-type', 'application/json', 'x-a']),
    );
    expect(asked.body.toString()).toBe('{"amount":-5}');
  });

  it('writes bytes Node would refuse to send, and reads the status of the answer', async () => {
    const answer = await askRaw(base, 'GET /a b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
  });

  it('answers status 0 when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await ask(url, { path: '/' })).toEqual({ status: 0, headers: {}, body: 'ECONNREFUSED' });
    expect((await askRaw(url, 'GET / HTTP/1.1\r\n\r\n')).status).toBe(0);
  });
});

describe('reading an answer', () => {
  it('reads JSON, or nothing', () => {
    expect(bodyJson({ body: '{"status":"ready"}' })).toEqual({ status: 'ready' });
    expect(bodyJson({ body: '<html>' })).toBeUndefined();
  });

  it('finds a cookie the answer sets, its attributes in lower case', () => {
    const answer = {
      headers: { 'set-cookie': ['a=1', 'qsr_session=x; Path=/; HttpOnly; SameSite=Strict'] },
    };
    expect(cookieSet(answer, 'qsr_session')).toEqual({
      pair: 'qsr_session=x',
      attributes: ['path=/', 'httponly', 'samesite=strict'],
    });
    expect(cookieSet(answer, 'qsr_device')).toBeUndefined();
    expect(cookieSet({ headers: {} }, 'qsr_session')).toBeUndefined();
  });
});

describe('a member signed in through the site', () => {
  it('holds the tokens, the id and the cookies sign-in gave, and sends them on', async () => {
    const member = await signIn(base, { email: 'demo@example.com', password: 'Biscuits123!' });
    expect(JSON.parse(asked.body.toString())).toEqual({
      email: 'demo@example.com',
      password: 'Biscuits123!',
      captcha: 'sandbox-captcha-ok',
    });
    expect(member).toMatchObject({
      token: 'key-1',
      orderingToken: 'ord-1',
      memberId: '42',
      session: { pair: 'qsr_session=s%3Aabc' },
      device: { pair: 'qsr_device=s%3Adev' },
    });
    expect(memberHeaders(member)).toEqual({
      authorization: 'Bearer key-1',
      cookie: 'qsr_session=s%3Aabc',
    });
    expect(memberHeaders(member, { cookie: false })).toEqual({ authorization: 'Bearer key-1' });
  });

  it('sends no cookie or token it was not given', () => {
    expect(withSession({ session: undefined }, { a: '1' })).toEqual({ a: '1' });
    expect(memberHeaders({ token: undefined, session: undefined })).toEqual({});
  });
});
