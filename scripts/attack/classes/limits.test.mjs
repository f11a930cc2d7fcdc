import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import limits from './limits.mjs';

let server;
afterEach(() => server?.close());

/** The JSON text of a body, read as the door reads it: charset, byte-order marks. */
function text({ bytes, headers }) {
  const charset = /charset="?([\w-]+)/i.exec(headers['content-type'])?.[1]?.toLowerCase();
  const [a, b] = bytes;
  if (charset === 'utf-16' && a === 0xfe && b === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  if (charset === 'utf-16le' || (a === 0xff && b === 0xfe))
    return bytes.toString('utf16le').replace(/^\ufeff/, '');
  return bytes.toString('utf8').replace(/^\ufeff/, '');
}

/**
 * A BFF counting wrong attempts per account, 10 allowed, however the body is written. `flaws`:
 * `exactEmail` (counts the e-mail as written), `clientMax` (a client's quota below an account's).
 */
function bff(flaws = {}) {
  const counts = new Map();
  let calls = 0;
  const spent = (key) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts.get(key) > 10;
  };
  return (asked) => {
    calls += 1;
    if (asked.bytes.length > 200 * 1024) return { status: 413 };
    if (flaws.clientMax && calls > flaws.clientMax) return { status: 429 };
    const body = JSON.parse(text(asked));
    if (asked.url === '/api/v1/members/password') {
      const key = /^\s*bearer\s+(\S+)/i.exec(asked.headers.authorization)?.[1];
      return { status: spent(`member ${key}`) ? 429 : 403 };
    }
    if (body.password === 'Gravy4567!')
      return { body: { data: { tokens: { 'access.token': 'key-2' }, user: { id: 2 } } } };
    const email = flaws.exactEmail ? body.email : body.email.trim().toLowerCase();
    return { status: spent(`${asked.url} ${email}`) ? 429 : 401 };
  };
}

describe('limits', () => {
  it('holds against a BFF counting each account however its e-mail is written', async () => {
    server = await serve(bff());
    const result = await runClass(limits, { name: 'one BFF', url: server.url });
    expect(result).toMatchObject({ tried: 11, refused: 11, through: [] });
  });

  it('names an account whose count a change of case splits, with the statuses it got', async () => {
    server = await serve(bff({ exactEmail: true }));
    const result = await runClass(limits, { name: 'one BFF', url: server.url });
    expect(result.through).toEqual([
      {
        name: 'sign-in: one e-mail written in every way in turn, and in other cases',
        saw: Array(13).fill(401).join(' '),
      },
    ]);
  });

  it("counts a refusal before the account's quota as the client's, not the account's", async () => {
    server = await serve(bff({ clientMax: 5 }));
    const result = await runClass(limits, { name: 'one BFF', url: server.url });
    expect(result.through[0]).toEqual({
      name: 'sign-in: wrong attempts at one e-mail in plain UTF-8',
      saw: '401 401 401 401 401 429',
    });
    expect(result.refused).toBe(1);
  });
});
