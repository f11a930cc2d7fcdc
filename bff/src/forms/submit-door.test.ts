import { createApp } from '../app';
import { CAPTCHA_OK, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { listenOnFreePort, rawRequest, testConfig } from '../test-support/helpers';

/** `POST /api/submit` reads its body at the door like every JSON call (`request-json.ts`). */
const FORM = {
  form: 'contact-us',
  fields: { message: 'Line one\nline two' },
  replyto: 'pat@example.com',
};

describe('POST /api/submit reads its body at the door', () => {
  let sandbox: FakeSandbox;
  let bff: { port: number; close(): Promise<void> };

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
    bff = await listenOnFreePort(createApp(testConfig(sandbox.env)));
  });
  afterEach(async () => {
    await bff.close();
    await sandbox.close();
  });

  const submit = (body: Buffer, contentType: string) =>
    rawRequest(bff.port, '/api/submit', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  it('a form in UTF-16 with a byte-order mark is the same form, posted as UTF-8 JSON', async () => {
    const text = JSON.stringify({ ...FORM, captcha: CAPTCHA_OK });
    const res = await submit(
      Buffer.from(`\ufeff${text}`, 'utf16le'),
      'application/json; charset=utf-16',
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(sandbox.at('/forms/submit')[0]?.body ?? '')).toEqual(FORM);
  });

  it.each([
    [
      'the reply-to twice',
      `{"replyto":"a@example.com","replyto":"b@example.com","captcha":"${CAPTCHA_OK}"}`,
    ],
    ['a __proto__ key', `{"__proto__":{"replyto":"a@example.com"},"captcha":"${CAPTCHA_OK}"}`],
    ['an escaped NUL', `{"replyto":"a@example.com\\u0000","captcha":"${CAPTCHA_OK}"}`],
  ])('400 for %s: no bot check, nothing posted', async (_name, text) => {
    const res = await submit(Buffer.from(text), 'application/json');
    expect(res.status).toBe(400);
    expect(sandbox.requests).toHaveLength(0);
  });

  it('415 for an unknown charset', async () => {
    const res = await submit(Buffer.from(JSON.stringify(FORM)), 'application/json; charset=utf-32');
    expect(res.status).toBe(415);
    expect(sandbox.requests).toHaveLength(0);
  });
});
