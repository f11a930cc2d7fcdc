// Braze: the marketing proxy speaks for this browser and its signed-in member only. Another
// device's alias, another member's id, operator calls, other paths and purchases never reach
// the marketing API. What reached it is read back from the sandbox's record of calls.
import { ask, askJson, bodyJson } from '../ask.mjs';
import { clientError, probe, statusIn } from '../probe.mjs';
import { DEMO, OTHER, signIn, withSession } from '../members.mjs';

const track = (url, body, headers) =>
  askJson(url, 'POST', '/api/braze/users/track', body, { client_sub: 'mealtime', ...headers });
const deviceAlias = (name) => ({ alias_label: 'device', alias_name: name });

/** The marketing calls the sandbox received that name `text` anywhere. */
async function callsNaming(site, text) {
  const calls = bodyJson(await ask(site.sandboxUrl, { path: '/braze/_sandbox/calls' }))?.calls;
  if (!Array.isArray(calls)) throw new Error('the sandbox does not record marketing calls');
  return calls.filter((call) => JSON.stringify(call.body).includes(text)).length;
}

export default {
  name: 'braze',
  probes: [
    probe(
      "a client-sent x-device-id claims another browser's device alias",
      async (site) => {
        const victim = `victim-${process.pid}-${Date.now()}`;
        // The victim's browser names its own alias first, keeping whatever the site gives it.
        const own = await track(
          site.url,
          { attributes: [{ user_alias: deviceAlias(victim), Language: 'es' }] },
          { 'x-device-id': victim },
        );
        const before = await callsNaming(site, victim);
        // A stranger, without the victim's cookies, sends the victim's id.
        const claim = await track(
          site.url,
          { attributes: [{ user_alias: deviceAlias(victim), Language: 'en-US' }] },
          { 'x-device-id': victim },
        );
        return {
          own: own.status,
          claim: claim.status,
          reached: (await callsNaming(site, victim)) - before,
        };
      },
      (seen) => seen.reached === 0,
    ),
    probe(
      "a member writes another member's attributes",
      async (site) => {
        const [me, them] = await Promise.all([signIn(site.url, DEMO), signIn(site.url, OTHER)]);
        const answer = await track(
          site.url,
          { attributes: [{ external_id: them.memberId, Language: 'es' }] },
          withSession(me, { 'x-member-token': me.token }),
        );
        return answer;
      },
      statusIn(403),
    ),
    probe(
      'a purchase event',
      (site) =>
        track(
          site.url,
          {
            purchases: [
              {
                user_alias: deviceAlias('attack-device'),
                product_id: 'x',
                price: 0,
                currency: 'USD',
                time: new Date().toISOString(),
              },
            ],
          },
          { 'x-device-id': 'attack-device' },
        ),
      statusIn(400),
    ),
    probe(
      'an attribute the site never sends (email_subscribe)',
      (site) =>
        track(
          site.url,
          {
            attributes: [
              {
                user_alias: deviceAlias('attack-device'),
                email_subscribe: 'opted_in',
                email: 'x@example.com',
              },
            ],
          },
          { 'x-device-id': 'attack-device' },
        ),
      // 400 for the attribute, or 403 already for an alias this browser was not issued.
      clientError,
    ),
    probe(
      'an operator export without the operator credential',
      (site) =>
        askJson(
          site.url,
          'POST',
          '/api/braze/users/export/ids',
          { external_ids: ['1'] },
          { client_sub: 'mealtime' },
        ),
      statusIn(401),
    ),
    probe(
      'an operator export with a wrong operator credential',
      (site) =>
        askJson(
          site.url,
          'POST',
          '/api/braze/users/export/ids',
          { external_ids: ['1'] },
          { client_sub: 'mealtime', 'x-operator-token': 'sandbox-operator-token' },
        ),
      statusIn(403),
    ),
    probe(
      'a path outside the marketing calls (users/delete)',
      (site) =>
        askJson(
          site.url,
          'POST',
          '/api/braze/users/delete',
          { external_ids: ['1'] },
          { client_sub: 'mealtime' },
        ),
      statusIn(404),
    ),
    probe(
      'another workspace name in client_sub',
      (site) => track(site.url, { attributes: [] }, { client_sub: '../catering' }),
      clientError,
    ),
  ],
};
