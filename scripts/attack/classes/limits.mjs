// Limits: guessing one account is counted however the guess is written (byte-order marks,
// UTF-16, escaped keys, the e-mail's case, the `Bearer` scheme's case), and bodies are bounded.
import { ask } from '../ask.mjs';
import { probe, statusIn } from '../probe.mjs';
import { CAPTCHA, OTHER, signIn, withSession } from '../members.mjs';

/** RATE_LIMIT_ACCOUNT_MAX of this run (the BFF's default). */
const ACCOUNT_MAX = 10;
/**
 * A slowed call (sign-in, reset) lets the attempt past the quota through and makes the next
 * wait: the first 429 is the 12th attempt, the 13th on a slow machine. A plain one refuses the 11th.
 */
const LAST_ALLOWED = ACCOUNT_MAX + 3;

const BOM8 = Buffer.from([0xef, 0xbb, 0xbf]);
const utf16le = (text) => Buffer.from(text, 'utf16le');

/** [name, content-type, bytes of a JSON text] */
const WRITINGS = [
  ['plain UTF-8', 'application/json', (text) => Buffer.from(text)],
  [
    'a UTF-8 byte-order mark',
    'application/json',
    (text) => Buffer.concat([BOM8, Buffer.from(text)]),
  ],
  ['UTF-16LE by charset', 'application/json; charset=utf-16le', utf16le],
  [
    'UTF-16BE with a byte-order mark',
    'application/json; charset="UTF-16"',
    (text) => utf16le(`\ufeff${text}`).swap16(),
  ],
  [
    'UTF-16LE with a byte-order mark, no charset',
    'application/json',
    (text) => utf16le(`\ufeff${text}`),
  ],
  [
    'the key escaped (\\u0065mail)',
    'application/json',
    (text) => Buffer.from(text.replace('"email"', '"\\u0065mail"')),
  ],
];

/**
 * Wrong attempts at one account until one is refused; `nth(i)` gives the i-th request. Refused
 * when the first 429 comes once the account's quota is spent, not before (that would be the
 * client's quota) and not never.
 */
async function untilRefused(nth) {
  const statuses = [];
  for (let i = 0; i < LAST_ALLOWED; i += 1) {
    const { status } = await nth(i);
    statuses.push(status);
    if (status === 429) break;
  }
  return statuses;
}

const heldAtQuota = (statuses) => {
  const first = statuses.indexOf(429);
  return first >= ACCOUNT_MAX && first < LAST_ALLOWED;
};
const shownStatuses = (statuses) => statuses.join(' ');

let account = 0;
/** A new e-mail for each probe and target, so that no count carries over. */
const freshEmail = (stem) => `${stem}-${(account += 1)}-${process.pid}@example.com`;

const post = (url, path, type, bytes, headers = {}) =>
  ask(url, { method: 'POST', path, headers: { 'content-type': type, ...headers }, body: bytes });

const guesses = (call, path, fields) =>
  WRITINGS.map(([writing, type, encode]) =>
    probe(
      `${call}: wrong attempts at one e-mail in ${writing}`,
      (site) => {
        const email = freshEmail(call);
        return untilRefused(() =>
          post(site.url, path, type, encode(JSON.stringify({ email, ...fields }))),
        );
      },
      heldAtQuota,
      shownStatuses,
    ),
  );

export default {
  name: 'limits',
  probes: [
    ...guesses('sign-in', '/api/v1/members/signin', { password: 'guess', captcha: CAPTCHA }),
    probe(
      'sign-in: one e-mail written in every way in turn, and in other cases',
      (site) => {
        const email = freshEmail('mixed');
        return untilRefused((i) => {
          const [, type, encode] = WRITINGS[i % WRITINGS.length];
          const spelt = i % 2 ? ` ${email.toUpperCase()} ` : email;
          return post(
            site.url,
            '/api/v1/members/signin',
            type,
            encode(JSON.stringify({ email: spelt, password: 'guess', captcha: CAPTCHA })),
          );
        });
      },
      heldAtQuota,
      shownStatuses,
    ),
    probe(
      'forgot password: one e-mail in UTF-16LE',
      (site) => {
        const email = freshEmail('forgot');
        return untilRefused(() =>
          post(
            site.url,
            '/api/v1/members/forgotpassword',
            'application/json; charset=utf-16le',
            utf16le(JSON.stringify({ email, captcha: CAPTCHA })),
          ),
        );
      },
      heldAtQuota,
      shownStatuses,
    ),
    probe(
      'e-club: one e-mail with a byte-order mark',
      (site) => {
        const email = freshEmail('eclub');
        return untilRefused(() =>
          post(
            site.url,
            '/api/v1/eclub/subscribe',
            'application/json',
            Buffer.concat([BOM8, Buffer.from(JSON.stringify({ email, captcha: CAPTCHA }))]),
          ),
        );
      },
      heldAtQuota,
      shownStatuses,
    ),
    probe(
      'password change: wrong current passwords, Bearer in every case',
      async (site) => {
        const member = await signIn(site.url, OTHER);
        const schemes = ['Bearer', 'bearer', 'BEARER', ' BeArEr ', 'bearer  '];
        return untilRefused((i) =>
          post(
            site.url,
            '/api/v1/members/password',
            'application/json',
            Buffer.from(JSON.stringify({ current: `guess-${i}`, new: 'Cornbread135!' })),
            withSession(member, {
              authorization: `${schemes[i % schemes.length]} ${member.token}`,
            }),
          ),
        );
      },
      heldAtQuota,
      shownStatuses,
    ),
    probe(
      'a body over BODY_LIMIT (200 KB)',
      (site) =>
        post(
          site.url,
          '/api/v1/members/signin',
          'application/json',
          Buffer.from(
            JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(200 * 1024) }),
          ),
        ),
      statusIn(413),
    ),
  ],
};
