import request from 'supertest';
import { createApp } from '../app';
import { startUpstream, testConfig, type TestServer } from '../test-support/helpers';

describe('/bot-check/api.js', () => {
  let sandbox: TestServer;

  beforeEach(async () => {
    sandbox = await startUpstream((_req, res) => {
      res.setHeader('content-type', 'application/javascript');
      res.end('window.grecaptcha = {};');
    });
  });
  afterEach(() => sandbox.close());

  it("serves the sandbox's widget script where the bot check is the sandbox", async () => {
    const app = createApp(testConfig({ SANDBOX_URL: sandbox.url }));
    const res = await request(app).get('/bot-check/api.js').set('cookie', 'a=b').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe('window.grecaptcha = {};');
    expect(sandbox.requests.map((r) => [r.method, r.url])).toEqual([['GET', '/captcha/api.js']]);
    expect(sandbox.requests[0]?.headers.cookie).toBeUndefined();
  });

  it('is not there with a real bot check', async () => {
    const app = createApp(
      testConfig({
        SANDBOX_URL: sandbox.url,
        CAPTCHA_VERIFY_URL: 'https://challenges.example.com/siteverify',
      }),
    );
    await request(app).get('/bot-check/api.js').expect(404);
    expect(sandbox.requests).toHaveLength(0);
  });
});
