// Tokens: a member's credential the page's scripts can read is worth nothing alone. Sign-in
// sets an HttpOnly, SameSite=Strict session cookie; the body's token is only a key to it;
// a sign-out ends the cookie on every replica.
import { ask } from '../ask.mjs';
import { probe } from '../probe.mjs';
import { DEMO, memberHeaders, signIn } from '../members.mjs';

const noCookie = { status: 'no qsr_session cookie was set at sign-in' };

export default {
  name: 'tokens',
  probes: [
    probe(
      'the session cookie of sign-in is HttpOnly and SameSite=Strict',
      async (site) => (await signIn(site.url, DEMO)).session ?? noCookie,
      (seen) =>
        Array.isArray(seen.attributes) &&
        seen.attributes.includes('httponly') &&
        seen.attributes.includes('samesite=strict'),
      (seen) => seen.status ?? `attributes: ${seen.attributes.join('; ')}`,
    ),
    probe(
      "the answer's token as Bearer without the cookie (members/get)",
      async (site) => {
        const member = await signIn(site.url, DEMO);
        return ask(site.url, {
          path: '/api/v1/members/get',
          headers: memberHeaders(member, { cookie: false }),
        });
      },
      (seen) => seen.status === 401,
    ),
    // A wrong key is refused by the BFF (403); without a key the cookie is no credential at all,
    // so the change goes on as a guest's and the ordering API refuses it (401).
    ...[
      ['a wrong key', 'Bearer not-the-key', [403]],
      ['no key', undefined, [401, 403]],
    ].map(([what, authorization, refusals]) =>
      probe(
        `the cookie with ${what} on a change (adding a favourite restaurant)`,
        async (site) => {
          const member = await signIn(site.url, DEMO);
          if (!member.session) return noCookie;
          return ask(site.url, {
            method: 'POST',
            path: '/api/v1/members/faves/locations/101',
            headers: {
              cookie: member.session.pair,
              ...(authorization ? { authorization } : {}),
            },
          });
        },
        (seen) => refusals.includes(seen.status),
      ),
    ),
    probe(
      'after sign-out the cookie and its key are refused by every replica',
      async (site) => {
        const member = await signIn(site.url, DEMO);
        if (!member.session) return [noCookie];
        await ask(site.url, {
          method: 'DELETE',
          path: '/api/v1/members/signout',
          headers: memberHeaders(member),
        });
        return Promise.all(
          site.replicaUrls.map((url) =>
            ask(url, { path: '/api/v1/members/get', headers: memberHeaders(member) }),
          ),
        );
      },
      (answers) => answers.every((answer) => answer.status === 401),
      (answers) => answers.map((answer) => answer.status).join(' '),
    ),
  ],
};
