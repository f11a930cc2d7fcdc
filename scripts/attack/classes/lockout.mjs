// Lockout: guessers slow themselves, never the owner. The owner's known-device marker lets
// them in while the account is slowed; a forged marker or another account's does not; a
// password reset lifts the wait.
import { ask, askJson, bodyJson } from '../ask.mjs';
import { probe } from '../probe.mjs';
import { CAPTCHA, DEMO, DEVICE_COOKIE, REWARDS, signIn } from '../members.mjs';

const owner = REWARDS;
const guess = (url, cookie) =>
  askJson(
    url,
    'POST',
    '/api/v1/members/signin',
    { email: owner.email, password: 'not-the-password', captcha: CAPTCHA },
    cookie ? { cookie } : {},
  );

/** Wrong guesses until the account is slowed (429), at most 14; their statuses. */
async function slowed(url) {
  const statuses = [];
  for (let i = 0; i < 14 && statuses.at(-1) !== 429; i += 1)
    statuses.push((await guess(url)).status);
  return statuses;
}

export default {
  name: 'lockout',
  probes: [
    probe(
      "guessers slow the account; the owner's known device still signs in",
      async (site) => {
        const before = await signIn(site.url, owner);
        const guesses = await slowed(site.url);
        const after = await signIn(
          site.url,
          owner,
          before.device ? { cookie: before.device.pair } : {},
        );
        return { marker: Boolean(before.device), guesses, owner: after.answer.status };
      },
      (seen) => seen.marker && seen.guesses.at(-1) === 429 && seen.owner === 200,
    ),
    probe(
      'a forged known-device marker gives a guesser no count of its own',
      async (site) => {
        await slowed(site.url);
        return guess(site.url, `${DEVICE_COOKIE}=s%3Aforged-device.bm90LWEtdGFn`);
      },
      (seen) => seen.status === 429,
    ),
    probe(
      "another account's known-device marker gives a guesser no count of its own",
      async (site) => {
        const other = await signIn(site.url, DEMO);
        await slowed(site.url);
        return other.device ? guess(site.url, other.device.pair) : { status: 'no marker set' };
      },
      (seen) => seen.status === 429,
    ),
    probe(
      'a password reset lifts the wait: the owner signs in at once with the new password',
      async (site) => {
        await slowed(site.url);
        await askJson(site.url, 'POST', '/api/v1/members/forgotpassword', {
          email: owner.email,
          captcha: CAPTCHA,
        });
        const mailbox = bodyJson(
          await ask(site.sandboxUrl, {
            path: `/ordering/v1/_sandbox/mailbox?email=${encodeURIComponent(owner.email)}`,
          }),
        );
        const token = mailbox?.messages?.filter((m) => m.kind === 'password_reset').at(-1)?.token;
        const password = `Cornbread${Date.now() % 100000}!`;
        const reset = await askJson(site.url, 'POST', '/api/v1/members/resetpassword', {
          email: owner.email,
          token,
          password,
          captcha: CAPTCHA,
        });
        const after = await signIn(site.url, { email: owner.email, password });
        return { reset: reset.status, owner: after.answer.status };
      },
      (seen) => seen.reset === 200 && seen.owner === 200,
    ),
  ],
};
