import { afterEach, describe, expect, it } from '@jest/globals';
import { DEMO, REWARDS } from '../members.mjs';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import lockout from './lockout.mjs';

let server;
afterEach(() => server?.close());

/**
 * A BFF that slows an account after 10 wrong guesses, except for a device the account signed in
 * on; a reset (its token mailed to the sandbox's mailbox) lifts the wait. `flaws`: `anyDevice`
 * (any marker escapes the wait), `noMarker` (no marker: the right password escapes the
 * wait), `resetKeepsWait`.
 */
function bff(flaws = {}) {
  const passwords = new Map([DEMO, REWARDS].map((a) => [a.email, a.password]));
  const wrong = new Map();
  const devices = new Map();
  const mailbox = [];
  const signin = ({ email, password }, marker) => {
    const known =
      devices.get(marker) === email ||
      (flaws.anyDevice && marker) ||
      (flaws.noMarker && passwords.get(email) === password);
    if ((wrong.get(email) ?? 0) >= 10 && !known) return { status: 429 };
    if (passwords.get(email) !== password) {
      wrong.set(email, (wrong.get(email) ?? 0) + 1);
      return { status: 401 };
    }
    const device = `s%3Adev-${devices.size}.sig`;
    devices.set(device, email);
    if (flaws.noMarker) return { body: {} };
    return { headers: { 'set-cookie': `qsr_device=${device}; Path=/; HttpOnly` }, body: {} };
  };
  return (asked) => {
    const body = asked.body ? JSON.parse(asked.body) : {};
    if (asked.url === '/api/v1/members/signin')
      return signin(body, /qsr_device=([^;]*)/.exec(asked.headers.cookie ?? '')?.[1]);
    if (asked.url === '/api/v1/members/forgotpassword') {
      mailbox.push({ kind: 'password_reset', token: `reset-${mailbox.length}` });
      return { status: 204 };
    }
    if (asked.url.startsWith('/ordering/v1/_sandbox/mailbox'))
      return { body: { messages: mailbox } };
    if (body.token !== mailbox.at(-1)?.token) return { status: 400 };
    passwords.set(body.email, body.password);
    if (!flaws.resetKeepsWait) wrong.delete(body.email);
    return { status: 200 };
  };
}

const target = (url) => ({ name: 'one BFF', url, sandboxUrl: url });

describe('lockout', () => {
  it("holds against a BFF that slows guessers and lets the owner's known device in", async () => {
    server = await serve(bff());
    const result = await runClass(lockout, target(server.url));
    expect(result).toMatchObject({ tried: 4, refused: 4, through: [] });
  });

  it('names the markers that bought a guesser a count of its own', async () => {
    server = await serve(bff({ anyDevice: true }));
    const result = await runClass(lockout, target(server.url));
    expect(result.through).toEqual([
      { name: 'a forged known-device marker gives a guesser no count of its own', saw: '401 ' },
      {
        name: "another account's known-device marker gives a guesser no count of its own",
        saw: '401 ',
      },
    ]);
  });

  it('names an owner let in without a known-device marker, and a marker never set', async () => {
    server = await serve(bff({ noMarker: true }));
    const result = await runClass(lockout, target(server.url));
    expect(result.through).toEqual([
      {
        name: "guessers slow the account; the owner's known device still signs in",
        saw: JSON.stringify({ marker: false, guesses: [...Array(10).fill(401), 429], owner: 200 }),
      },
      {
        name: "another account's known-device marker gives a guesser no count of its own",
        saw: 'no marker set ',
      },
    ]);
  });

  it('names a reset that left the owner waiting', async () => {
    server = await serve(bff({ resetKeepsWait: true }));
    const result = await runClass(lockout, target(server.url));
    expect(result.through).toEqual([
      {
        name: 'a password reset lifts the wait: the owner signs in at once with the new password',
        saw: '{"reset":200,"owner":429}',
      },
    ]);
  });
});
