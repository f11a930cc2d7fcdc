import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import braze from './braze.mjs';

let servers = [];
afterEach(() => Promise.all(servers.map((server) => server.close())));

const members = { 'demo@example.com': 1, 'other@example.com': 2 };

/** The marketing proxy: a track call is forwarded only when all of it is this browser's own. */
function track(asked, headers, forward, flaws) {
  const body = JSON.parse(asked.body);
  if (headers.client_sub !== 'mealtime') return { status: 400 };
  if (body.purchases) return { status: 400 };
  const attributes = body.attributes ?? [];
  if (attributes.some((a) => 'email_subscribe' in a)) return { status: 400 };
  const member = /^key-(\d+)$/.exec(headers['x-member-token'] ?? '')?.[1];
  if (attributes.some((a) => a.external_id !== undefined && a.external_id !== member))
    return { status: 403 };
  // No alias was issued to a browser without the site's cookie.
  if (attributes.some((a) => a.user_alias) && !flaws.aliases) return { status: 403 };
  forward(body);
  return { status: 201 };
}

/** The BFF in front of a sandbox that records the calls it is forwarded. */
async function site(flaws = {}) {
  const calls = [];
  const sandbox = await serve(() => ({ body: flaws.noRecord ? {} : { calls } }));
  const bff = await serve((asked) => {
    const { url, headers } = asked;
    if (url === '/api/v1/members/signin') {
      const id = members[JSON.parse(asked.body).email];
      return { body: { data: { tokens: { 'access.token': `key-${id}` }, user: { id } } } };
    }
    if (url === '/api/braze/users/track')
      return track(asked, headers, (body) => calls.push({ body }), flaws);
    if (url === '/api/braze/users/export/ids')
      return { status: headers['x-operator-token'] ? 403 : 401 };
    return { status: 404 };
  });
  servers = [sandbox, bff];
  return { name: 'one BFF', url: bff.url, sandboxUrl: sandbox.url };
}

describe('braze', () => {
  it('holds against a proxy that forwards only what is the browser’s and member’s own', async () => {
    const result = await runClass(braze, await site());
    expect(result).toMatchObject({ tried: 8, refused: 8, through: [] });
  });

  it('names a device alias claimed by a stranger that reached the marketing API', async () => {
    const result = await runClass(braze, await site({ aliases: true }));
    expect(result.through.map((t) => t.name)).toEqual([
      "a client-sent x-device-id claims another browser's device alias",
    ]);
    expect(result.through[0].saw).toBe('{"own":201,"claim":201,"reached":1}');
  });

  it('proves nothing when the sandbox keeps no record of the calls', async () => {
    const result = await runClass(braze, await site({ noRecord: true }));
    expect(result.through[0].saw).toBe(
      'the probe failed: the sandbox does not record marketing calls',
    );
  });
});
