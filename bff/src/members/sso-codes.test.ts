import request from 'supertest';
import { createApp } from '../app';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { listenOnFreePort, rawRequest, testConfig } from '../test-support/helpers';
import { isSandboxSsoCode, SSO_REFUSED } from './sso-codes';

describe('isSandboxSsoCode', () => {
  it.each([
    'sandbox-sso:pat@example.com',
    'sandbox-sso-ok',
    'SANDBOX-SSO:pat@example.com',
    'Sandbox-Sso-Ok',
    '  sandbox-sso:pat@example.com\n',
    'sandbox%2Dsso%3Apat%40example.com',
    'sandbox%252Dsso%253Apat%2540example.com',
    '%20sandbox-sso-ok',
    'ｓａｎｄｂｏｘ－ｓｓｏ:pat@example.com',
  ])('%j is a test code', (code) => {
    expect(isSandboxSsoCode(code)).toBe(true);
  });

  it.each([
    '4/0AX4XfWh-real-code',
    'sso-sandbox:pat@example.com',
    'a-sandbox-sso-ok',
    '%E0%A4%A',
    '',
  ])('%j is not', (code) => {
    expect(isSandboxSsoCode(code)).toBe(false);
  });

  it('only strings are codes', () => {
    expect(isSandboxSsoCode(['sandbox-sso-ok'])).toBe(false);
    expect(isSandboxSsoCode(undefined)).toBe(false);
  });
});

describe('POST /api/v1/members/sso with a test code', () => {
  let sandbox: FakeSandbox;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
  });
  afterEach(() => sandbox.close());

  it.each(['development', 'test', 'production'])(
    'SITE_ENV=%s: 400, never forwarded; a real code goes on',
    async (siteEnv) => {
      const app = createApp(testConfig({ ...sandbox.env, SITE_ENV: siteEnv }));
      for (const code of ['sandbox-sso:pat@example.com', 'sandbox-sso-ok', ' SANDBOX-SSO:x@y.z']) {
        const res = await request(app).post('/api/v1/members/sso').send({ code });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: SSO_REFUSED });
      }
      expect(sandbox.at('/ordering/')).toHaveLength(0);

      await request(app)
        .post('/api/v1/members/sso')
        .send({ code: '4/0AX4XfWh-real-code', redirect_uri: '/account/oauthcallback' })
        .expect(200);
      expect(sandbox.at('/ordering/v1/members/sso')).toHaveLength(1);
    },
  );

  it('reads the code as the upstream will: escaped, in UTF-16, behind a BOM', async () => {
    const server = await listenOnFreePort(createApp(testConfig(sandbox.env)));
    try {
      const bodies: Array<[Buffer, string]> = [
        [Buffer.from('{"code":"\\u0073andbox-sso:pat@example.com"}'), 'application/json'],
        [
          Buffer.from('{"code":"sandbox-sso:pat@example.com"}', 'utf16le'),
          'application/json; charset=utf-16le',
        ],
        [
          Buffer.concat([
            Buffer.from([0xef, 0xbb, 0xbf]),
            Buffer.from('{"code":"sandbox-sso-ok"}'),
          ]),
          'application/json',
        ],
      ];
      for (const [body, contentType] of bodies) {
        const res = await rawRequest(server.port, '/api/v1/members/sso', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        });
        expect(res.status).toBe(400);
      }
    } finally {
      await server.close();
    }
    expect(sandbox.at('/ordering/')).toHaveLength(0);
  });
});
