import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import tokens from './tokens.mjs';

let server;
afterEach(() => server?.close());

/**
 * A BFF whose credential is the session cookie and its key together. `flaws`: `cookie` (the
 * cookie's attributes), `bearerAlone` (the key is a credential by itself), `noCookie` (sign-in
 * sets none).
 */
function bff({ cookie = 'HttpOnly; SameSite=Strict', bearerAlone = false, noCookie = false } = {}) {
  const live = new Map();
  let issued = 0;
  return (asked) => {
    const key = /^Bearer (.*)$/.exec(asked.headers.authorization ?? '')?.[1];
    const session = /qsr_session=([^;]*)/.exec(asked.headers.cookie ?? '')?.[1];
    if (asked.url === '/api/v1/members/signin') {
      issued += 1;
      live.set(`s${issued}`, `key-${issued}`);
      const headers = noCookie ? {} : { 'set-cookie': `qsr_session=s${issued}; Path=/; ${cookie}` };
      return { headers, body: { data: { tokens: { 'access.token': `key-${issued}` } } } };
    }
    const good = live.get(session) === key || (bearerAlone && [...live.values()].includes(key));
    if (asked.url === '/api/v1/members/signout') {
      live.delete(session);
      return { status: 204 };
    }
    if (asked.url.startsWith('/api/v1/members/faves')) {
      if (!key) return { status: 401 };
      return { status: good ? 200 : 403 };
    }
    return { status: good ? 200 : 401 };
  };
}

const target = (url) => ({ name: 'three replicas', url, replicaUrls: [url, url] });

describe('tokens', () => {
  it('holds against a BFF that wants the cookie and its key, and ends both at sign-out', async () => {
    server = await serve(bff());
    const result = await runClass(tokens, target(server.url));
    expect(result).toMatchObject({ tried: 5, refused: 5, through: [] });
  });

  it("names a session cookie scripts can read, and a body's token good alone", async () => {
    server = await serve(bff({ cookie: 'SameSite=Strict', bearerAlone: true }));
    const result = await runClass(tokens, target(server.url));
    expect(result.through).toEqual([
      {
        name: 'the session cookie of sign-in is HttpOnly and SameSite=Strict',
        saw: 'attributes: path=/; samesite=strict',
      },
      { name: "the answer's token as Bearer without the cookie (members/get)", saw: '200 ' },
    ]);
  });

  it('names a session cookie other sites may send', async () => {
    server = await serve(bff({ cookie: 'HttpOnly; SameSite=Lax' }));
    const result = await runClass(tokens, target(server.url));
    expect(result.through).toEqual([
      {
        name: 'the session cookie of sign-in is HttpOnly and SameSite=Strict',
        saw: 'attributes: path=/; httponly; samesite=lax',
      },
    ]);
  });

  it('fails every cookie probe when sign-in sets no cookie, saying so', async () => {
    server = await serve(bff({ noCookie: true }));
    const result = await runClass(tokens, target(server.url));
    const said = 'no qsr_session cookie was set at sign-in';
    expect(result.through).toEqual([
      { name: 'the session cookie of sign-in is HttpOnly and SameSite=Strict', saw: said },
      {
        name: 'the cookie with a wrong key on a change (adding a favourite restaurant)',
        saw: `${said} `,
      },
      {
        name: 'the cookie with no key on a change (adding a favourite restaurant)',
        saw: `${said} `,
      },
      { name: 'after sign-out the cookie and its key are refused by every replica', saw: said },
    ]);
  });
});
