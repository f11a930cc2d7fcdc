// Auth: the sandbox's test sign-ins (on in this run: forwarded, they would sign anyone in as
// anyone), other schemes, two credentials, no credential, and a signed-out token.
import { ask, askJson, bodyJson } from '../ask.mjs';
import { probe, statusIn } from '../probe.mjs';
import { CAPTCHA, OTHER, signIn, withSession } from '../members.mjs';

const SSO_CODES = [
  'sandbox-sso:demo@example.com',
  'sandbox-sso-ok',
  'SANDBOX-SSO:demo@example.com',
  '  sandbox-sso:demo@example.com  ',
  '%73andbox-sso:demo@example.com',
  '%2573andbox-sso:demo@example.com',
  '\uff53\uff41\uff4e\uff44\uff42\uff4f\uff58-sso:demo@example.com',
];

/** Refused: no token in the answer, and not a success. */
const noSignIn = (seen) => seen.status >= 400 && !bodyJson(seen)?.data?.tokens;

export default {
  name: 'auth',
  probes: [
    ...SSO_CODES.map((code) =>
      probe(
        `members/sso with ${JSON.stringify(code)}`,
        (site) => askJson(site.url, 'POST', '/api/v1/members/sso', { code, captcha: CAPTCHA }),
        noSignIn,
      ),
    ),
    probe(
      'members/sso with the test code escaped in JSON',
      (site) =>
        ask(site.url, {
          method: 'POST',
          path: '/api/v1/members/sso',
          headers: { 'content-type': 'application/json' },
          body: '{"code":"\\u0073andbox-sso:demo@example.com"}',
        }),
      noSignIn,
    ),
    probe(
      'members/get without a credential',
      (site) => ask(site.url, { path: '/api/v1/members/get' }),
      statusIn(401),
    ),
    probe(
      'members/get with a made-up token',
      (site) =>
        ask(site.url, {
          path: '/api/v1/members/get',
          headers: { authorization: 'Bearer made-up-token' },
        }),
      statusIn(401, 403),
    ),
    probe(
      'members/get with the Basic scheme',
      (site) =>
        ask(site.url, {
          path: '/api/v1/members/get',
          headers: { authorization: 'Basic ZGVtb0BleGFtcGxlLmNvbTpCaXNjdWl0czEyMyE=' },
        }),
      statusIn(400, 401),
    ),
    probe(
      'members/get with two authorization headers (a real token second)',
      async (site) => {
        const member = await signIn(site.url, OTHER);
        return ask(site.url, {
          path: '/api/v1/members/get',
          headers: withSession(member, {
            authorization: ['Bearer made-up-token', `Bearer ${member.token}`],
          }),
        });
      },
      statusIn(400, 401),
    ),
    probe(
      'a token signed out as BEARER, used as bearer at every replica',
      async (site) => {
        const member = await signIn(site.url, OTHER);
        await ask(site.url, {
          method: 'DELETE',
          path: '/api/v1/members/signout',
          headers: withSession(member, { authorization: `BEARER ${member.token}` }),
        });
        // The BFF's own member check (the marketing proxy), then the ordering API, on each replica.
        return Promise.all(
          site.replicaUrls.flatMap((url) => [
            askJson(
              url,
              'POST',
              '/api/braze/users/track',
              { attributes: [{ external_id: member.memberId, Language: 'es' }] },
              withSession(member, {
                client_sub: 'mealtime',
                'x-member-token': `bearer ${member.token}`,
              }),
            ),
            ask(url, {
              path: '/api/v1/members/get',
              headers: withSession(member, { authorization: `bearer ${member.token}` }),
            }),
          ]),
        );
      },
      (answers) => answers.every((answer) => answer.status === 401),
      (answers) => answers.map((answer) => answer.status).join(' '),
    ),
  ],
};
