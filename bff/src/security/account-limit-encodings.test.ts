import { createApp } from '../app';
import {
  startFakeSandbox,
  type FakeSandbox,
  WRONG_CREDENTIALS,
} from '../test-support/fake-sandbox';
import { listenOnFreePort, rawRequest, testConfig } from '../test-support/helpers';

/**
 * The per-account limit counts an attempt however it is written: a UTF-8 byte-order mark or
 * UTF-16 is the same e-mail to the limit as to the ordering API, `bearer` the same member as
 * `Bearer`, so ten wrong guesses at one account from ten addresses leave the eleventh refused
 * (RATE_LIMIT_ACCOUNT_MAX=10).
 */
const ACCOUNT_MAX = 10;
const BOM8 = Buffer.from([0xef, 0xbb, 0xbf]);

const ENCODINGS: Array<[string, (json: string) => Buffer, string]> = [
  ['a UTF-8 BOM', (json) => Buffer.concat([BOM8, Buffer.from(json)]), 'application/json'],
  ['UTF-16LE', (json) => Buffer.from(json, 'utf16le'), 'application/json; charset=utf-16le'],
  [
    'UTF-16BE with a BOM',
    (json) => Buffer.from(`\ufeff${json}`, 'utf16le').swap16(),
    'application/json; charset="UTF-16"',
  ],
  [
    'UTF-16LE with a BOM and no charset',
    (json) => Buffer.from(`\ufeff${json}`, 'utf16le'),
    'application/json',
  ],
];

/** Every call limited per e-mail, with a wrong guess at `pat@example.com`. */
const PER_EMAIL: Array<[string, string, object]> = [
  ['sign-in', 'members/signin', { email: 'pat@example.com', password: 'guess' }],
  ['sign-up', 'members/create', { email: 'pat@example.com', password: 'guess' }],
  ['verify', 'members/verify', { email: 'pat@example.com', code: '000000' }],
  ['forgot password', 'members/forgotpassword', { email: 'pat@example.com' }],
  ['reset password', 'members/resetpassword', { email: 'pat@example.com', token: 'guess' }],
  ['e-club', 'eclub/subscribe', { email: 'pat@example.com' }],
  ['contact', 'contact', { form: 'contact', request: { email: 'pat@example.com' } }],
];

describe('the per-account limit reads every encoding of a body', () => {
  let sandbox: FakeSandbox;
  let bff: { port: number; close(): Promise<void> };

  beforeEach(async () => {
    // Every attempt is a wrong guess, answered as the sandbox answers one: nothing forgives the
    // account.
    sandbox = await startFakeSandbox((_req, res) => {
      res.statusCode = WRONG_CREDENTIALS.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(WRONG_CREDENTIALS.body));
    });
    bff = await listenOnFreePort(
      createApp(testConfig({ ...sandbox.env, TRUST_PROXY: 'loopback' })),
    );
  });
  afterEach(async () => {
    await bff.close();
    await sandbox.close();
  });

  /**
   * Attempts from new addresses until one is refused, at most two past the account's quota:
   * a sign-in past it is slowed (the next waits), an e-club signup refused at once. Uncounted,
   * every attempt would go through.
   */
  async function untilRefused(send: (address: number) => Promise<{ status: number }>) {
    const statuses: number[] = [];
    for (let address = 1; address <= ACCOUNT_MAX + 2; address += 1) {
      const { status } = await send(address);
      statuses.push(status);
      if (status === 429) break;
    }
    return statuses;
  }

  function expectHeldUp(statuses: number[]) {
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, ACCOUNT_MAX)).toEqual(
      Array<number>(ACCOUNT_MAX).fill(WRONG_CREDENTIALS.status),
    );
  }

  const attempt = (path: string, address: string, body: Buffer, contentType: string) =>
    rawRequest(bff.port, `/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': address },
      body,
    });

  describe.each(ENCODINGS)('%s', (_encoding, encode, contentType) => {
    it.each(PER_EMAIL)(
      '%s: wrong attempts for one e-mail from many addresses are held up once over quota',
      async (_call, path, body) => {
        const statuses = await untilRefused((address) =>
          attempt(path, `203.0.113.${address}`, encode(JSON.stringify(body)), contentType),
        );
        expectHeldUp(statuses);
        expect(sandbox.at(`/ordering/v1/${path}`).length).toBeLessThanOrEqual(ACCOUNT_MAX + 1);
      },
    );
  });

  it('password changes count per member whatever the case of the Bearer scheme', async () => {
    const schemes = ['Bearer', 'bearer', 'BEARER', ' BeArEr ', 'bearer  '];
    const statuses = await untilRefused((address) =>
      rawRequest(bff.port, '/api/v1/members/password', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${address}`,
          authorization: `${schemes[address % schemes.length] ?? 'Bearer'} member-token-1`,
        },
        body: JSON.stringify({ current: 'guess', new: 'Cornbread135!' }),
      }),
    );
    expectHeldUp(statuses);
    const sent = sandbox.at('/ordering/v1/members/password').map((r) => r.headers.authorization);
    expect(new Set(sent)).toEqual(new Set(['Bearer member-token-1']));
  });

  it('attempts in different encodings count as one account', async () => {
    const json = JSON.stringify({ email: 'pat@example.com', password: 'guess' });
    const statuses = await untilRefused((address) => {
      const [, encode, contentType] = ENCODINGS[
        address % ENCODINGS.length
      ] as (typeof ENCODINGS)[0];
      const plain = address % 3 === 0;
      return attempt(
        'members/signin',
        `203.0.113.${address}`,
        plain ? Buffer.from(json) : encode(json),
        plain ? 'application/json' : contentType,
      );
    });
    expectHeldUp(statuses);
  });
});
