// Telemetry: the beacons a canary's judge counts. What is malformed, oversized, from another
// site, for a version this visitor is not served, beyond a vital's range or too frequent is
// refused, never kept. Each probe first sends the same visitor's honest batch, which must be
// taken (204): a refusal then is the attack's, not a beacon the BFF would refuse anyway.
import { ask, bodyJson } from '../ask.mjs';
import { probe } from '../probe.mjs';
import { PUBLIC_ORIGIN } from '../site.mjs';

const PATH = '/api/telemetry';
let visits = 0;

/** A visitor: their cohort cookie and the careers version they are served. */
async function visitor(site) {
  const config = await ask(site.url, { path: '/config/remotes.json' });
  const cookie = String(config.headers['set-cookie'] ?? '').split(';')[0];
  const careers = bodyJson(config)?.remotes?.find((remote) => remote.name === 'careers');
  if (!cookie || !careers)
    throw new Error(`no cohort or careers in /config/remotes.json (${config.status})`);
  visits += 1;
  const session = `attack${process.pid}x${visits}`.padEnd(16, 'x');
  return { cookie, version: careers.version, session };
}

const batchOf = (who, events) => JSON.stringify({ session: who.session, page: '/careers', events });
const loaded = (who) => [{ kind: 'loaded', remote: 'careers', version: who.version }];

/** A beacon as `navigator.sendBeacon` sends it from the site's own page. */
const beacon = (site, who, body, headers = {}) =>
  ask(site.url, {
    method: 'POST',
    path: PATH,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: PUBLIC_ORIGIN,
      'sec-fetch-site': 'same-origin',
      cookie: who.cookie,
      ...headers,
    },
    body,
  });

/** The honest batch first (it must be taken), then the attack; refused when only the honest one was. */
const attack = (name, send, statuses) =>
  probe(
    name,
    async (site) => {
      const who = await visitor(site);
      const honest = await beacon(site, who, batchOf(who, loaded(who)));
      const answer = await send(site, who);
      return { honest: honest.status, status: answer.status, body: answer.body };
    },
    (seen) => seen.honest === 204 && statuses.includes(seen.status),
    (seen) => `honest ${seen.honest}, attack ${seen.status} ${String(seen.body).slice(0, 120)}`,
  );

export default {
  name: 'telemetry',
  probes: [
    attack(
      'a beacon from another site',
      (site, who) =>
        beacon(site, who, batchOf(who, loaded(who)), {
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        }),
      [403],
    ),
    attack('a batch that is not JSON', (site, who) => beacon(site, who, '{"session":'), [400]),
    attack(
      'a batch past the size cap',
      (site, who) =>
        beacon(site, who, batchOf(who, loaded(who)).replace('/careers', `/${'x'.repeat(70_000)}`)),
      [413],
    ),
    attack(
      'more events than a batch holds',
      (site, who) => beacon(site, who, batchOf(who, Array(51).fill(loaded(who)[0]))),
      [400],
    ),
    attack(
      'a version that was never released',
      (site, who) =>
        beacon(
          site,
          who,
          batchOf(who, [{ kind: 'render-error', remote: 'careers', version: '9.9.9' }]),
        ),
      [400],
    ),
    attack(
      'a vital far past its range',
      (site, who) =>
        beacon(
          site,
          who,
          batchOf(who, [
            { kind: 'vital', name: 'LCP', value: 1e12, remote: 'careers', version: who.version },
          ]),
        ),
      [400],
    ),
    attack(
      'a batch in UTF-16',
      (site, who) =>
        ask(site.url, {
          method: 'POST',
          path: PATH,
          headers: {
            'content-type': 'text/plain;charset=UTF-16',
            origin: PUBLIC_ORIGIN,
            cookie: who.cookie,
          },
          body: Buffer.from(batchOf(who, loaded(who)), 'utf16le'),
        }),
      [400, 415],
    ),
    // Last: it spends this address's quota for the minute.
    attack(
      'a flood of beacons from one address',
      async (site, who) => {
        let last;
        for (let i = 0; i < 60; i += 1) {
          last = await beacon(site, who, batchOf(who, loaded(who)));
          if (last.status === 429) break;
        }
        return last;
      },
      [429],
    ),
  ],
};
