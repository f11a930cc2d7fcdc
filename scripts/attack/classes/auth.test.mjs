import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import auth from './auth.mjs';

let server;
afterEach(() => server?.close());

const signedIn = (token) => ({
  status: 200,
  headers: { 'set-cookie': `qsr_session=s%3A${token}; Path=/; HttpOnly; SameSite=Strict` },
  body: { data: { tokens: { 'access.token': token }, user: { id: 7 } } },
});

/**
 * A BFF with members: sign-in gives a new token, sign-out ends it, member calls want exactly one
 * live Bearer token. `flaws` opens it: `sso` signs in with the sandbox's test code, `schemeCase`
 * reads only `Bearer` written so at sign-out, `ssoCookie` signs in with the test code by cookie.
 */
function bff(flaws = {}) {
  const live = new Set();
  let issued = 0;
  const token = (value, scheme = /^bearer\s+/i) =>
    scheme.test(value ?? '') ? value.replace(scheme, '').trim() : undefined;
  return (asked) => {
    const path = asked.url;
    if (path === '/api/v1/members/sso') {
      const { code } = JSON.parse(asked.body);
      if (flaws.sso && code === 'sandbox-sso-ok') return signedIn('sso');
      // Signed in by the session cookie alone: no token in the body.
      if (flaws.ssoCookie && code === 'sandbox-sso-ok')
        return { headers: signedIn('sso').headers, body: { data: {} } };
      return { status: 400, body: { error: 'unknown code' } };
    }
    if (path === '/api/v1/members/signin') {
      issued += 1;
      live.add(`key-${issued}`);
      return signedIn(`key-${issued}`);
    }
    if (path === '/api/v1/members/signout') {
      live.delete(token(asked.headers.authorization, flaws.schemeCase ? /^Bearer / : undefined));
      return { status: 204 };
    }
    if (path === '/api/braze/users/track')
      return { status: live.has(token(asked.headers['x-member-token'])) ? 201 : 401 };
    const authorizations = asked.rawHeaders.filter((h) => /^authorization$/i.test(h));
    if (authorizations.length > 1 || /^basic /i.test(asked.headers.authorization ?? ''))
      return { status: 400 };
    return { status: live.has(token(asked.headers.authorization)) ? 200 : 401 };
  };
}

const target = (url) => ({ name: 'three replicas', url, replicaUrls: [url, url] });

describe('auth', () => {
  it('holds against a BFF that knows only its own tokens and ends them at sign-out', async () => {
    server = await serve(bff());
    const result = await runClass(auth, target(server.url));
    expect(result).toMatchObject({ tried: auth.probes.length, refused: auth.probes.length });
    // The signed-out token was tried on each replica: at the marketing proxy and members/get.
    expect(server.asked.filter((a) => a.headers.authorization === 'bearer key-2')).toHaveLength(2);
  });

  it('names a test code that signs in', async () => {
    server = await serve(bff({ sso: true }));
    const result = await runClass(auth, target(server.url));
    expect(result.through.map((t) => t.name)).toEqual(['members/sso with "sandbox-sso-ok"']);
  });

  it('names a test code that signs in by the cookie alone', async () => {
    server = await serve(bff({ ssoCookie: true }));
    const result = await runClass(auth, target(server.url));
    expect(result.through).toEqual([
      { name: 'members/sso with "sandbox-sso-ok"', saw: '200 {"data":{}}' },
    ]);
  });

  it("names a token still good after a sign-out written in another case, with each answer's status", async () => {
    server = await serve(bff({ schemeCase: true }));
    const result = await runClass(auth, target(server.url));
    expect(result.through).toEqual([
      {
        name: 'a token signed out as BEARER, used as bearer at every replica',
        saw: '201 200 201 200',
      },
    ]);
  });
});
