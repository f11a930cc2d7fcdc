import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import proxies from './proxies.mjs';

let server;
afterEach(() => server?.close());

/**
 * A BFF behind no proxy: the client is its socket, links name the public origin, every answer
 * denies the camera. `flaws`: `forwardedFor` (the quota follows X-Forwarded-For),
 * `hostLinks` (links name the Host), `fingerprint` (says what serves it).
 */
function bff(flaws = {}) {
  const left = new Map();
  return (asked) => {
    const headers = { 'permissions-policy': 'camera=(), microphone=()' };
    if (flaws.fingerprint) headers['x-powered-by'] = 'Express';
    if (asked.url === '/api/v1/members/sso') {
      const client = flaws.forwardedFor ? (asked.headers['x-forwarded-for'] ?? 'socket') : 'socket';
      left.set(client, (left.get(client) ?? 30) - 1);
      headers.ratelimit = `"sso";r=${left.get(client)};t=60`;
      return { status: 400, headers };
    }
    if (asked.url === '/config/remotes.json') return { headers, body: { channel: 'web' } };
    if (asked.url === '/') headers['strict-transport-security'] = 'max-age=63072000';
    if (asked.url === '/menu') {
      const origin = flaws.hostLinks ? `https://${asked.headers.host}` : 'https://shop.example.com';
      return { headers, body: `<link rel="canonical" href="${origin}/menu">` };
    }
    if (asked.url === '/api/v1/members/get') return { status: 401, headers };
    if (asked.url === '/no-such-file.js') return { status: 404, headers };
    return { headers, body: '{}' };
  };
}

const target = (url) => ({ name: 'one BFF', url });

describe('proxies', () => {
  it('holds against a BFF that believes no forwarding header', async () => {
    server = await serve(bff());
    const result = await runClass(proxies, target(server.url));
    expect(result).toMatchObject({ tried: 14, refused: 14, through: [] });
  });

  it('names the forwarding headers that bought a quota of their own', async () => {
    server = await serve(bff({ forwardedFor: true }));
    const result = await runClass(proxies, target(server.url));
    expect(result.through).toEqual([
      {
        name: 'X-Forwarded-For claiming another address gets no quota of its own',
        saw: '{"before":29,"after":29}',
      },
      {
        name: 'two X-Forwarded-For headers claiming another address gets no quota of its own',
        saw: '{"before":22,"after":29}',
      },
    ]);
  });

  it('names a page whose links follow the Host, and a fingerprinted answer', async () => {
    server = await serve(bff({ hostLinks: true, fingerprint: true }));
    const result = await runClass(proxies, target(server.url));
    expect(result.through.map((t) => t.name)).toEqual([
      'Host: evil.example writes no link of a page',
      'no upstream fingerprint on a proxied answer',
    ]);
  });
});
