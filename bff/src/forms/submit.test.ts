import request from 'supertest';
import { createApp } from '../app';
import { CAPTCHA_OK, startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { closedPort, startUpstream, testConfig } from '../test-support/helpers';

const FORM = {
  form: 'contact-us',
  fields: { name: 'Pat', message: 'Hello' },
  replyto: 'pat@example.com',
  subject: 'Question',
  includeDate: true,
};
const ROBOT = { message: 'Please confirm you are not a robot.' };

describe('POST /api/submit', () => {
  let sandbox: FakeSandbox;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
    app = createApp(testConfig(sandbox.env));
  });
  afterEach(() => sandbox.close());

  it('verifies the bot check server-side, then posts the form without it and passes the answer back', async () => {
    const res = await request(app)
      .post('/api/submit')
      .set('x-request-id', 'form-1')
      .set('cookie', 'a=b')
      .set('authorization', 'Bearer x')
      .send({ ...FORM, captcha: CAPTCHA_OK });
    expect(res.status).toBe(200);
    expect(res.text).toBe('success');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);

    const [verify] = sandbox.at('/captcha/siteverify');
    expect(verify?.method).toBe('POST');
    expect(verify?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(verify?.body))).toEqual({
      secret: 'sandbox-captcha-secret',
      response: CAPTCHA_OK,
    });

    const [forms] = sandbox.at('/forms/submit');
    expect(JSON.parse(forms?.body ?? '')).toEqual(FORM);
    expect(forms?.headers['x-request-id']).toBe('form-1');
    expect(forms?.headers.cookie).toBeUndefined();
    expect(forms?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['a failing token', { ...FORM, captcha: 'robot' }, 1],
    ['no token', FORM, 0],
    ['an empty token', { ...FORM, captcha: '' }, 0],
    ['a token that is not text', { ...FORM, captcha: { ok: true } }, 0],
  ])('400 for %s, and the form is never posted', async (_name, body, verifications) => {
    const res = await request(app).post('/api/submit').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(ROBOT);
    expect(sandbox.at('/captcha/siteverify')).toHaveLength(verifications);
    expect(sandbox.at('/forms/submit')).toHaveLength(0);
  });

  it('refuses other methods, other paths, other bodies', async () => {
    const get = await request(app).get('/api/submit');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    await request(app).post('/api/submit/x').send(FORM).expect(404);
    await request(app)
      .post('/api/submit')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('captcha=sandbox-captcha-ok')
      .expect(415);
    await request(app).post('/api/submit').send([1, 2]).expect(400);
    await request(app)
      .post('/api/submit')
      .set('content-type', 'application/json')
      .send('{"captcha":')
      .expect(400, { message: 'Bad request' });
    expect(sandbox.requests).toHaveLength(0);
  });

  it('413 for a form over BODY_LIMIT', async () => {
    const small = createApp(testConfig({ ...sandbox.env, BODY_LIMIT: '512' }));
    const res = await request(small)
      .post('/api/submit')
      .send({ ...FORM, fields: { message: 'x'.repeat(1000) }, captcha: CAPTCHA_OK });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large.' });
    expect(sandbox.requests).toHaveLength(0);
  });

  it('passes a forms service error body through', async () => {
    const failing = await startFakeSandbox((req, res) => {
      if (req.url.startsWith('/captcha/')) {
        res.setHeader('content-type', 'application/json');
        res.end('{"success":true}');
        return;
      }
      res.statusCode = 422;
      res.setHeader('content-type', 'application/json');
      res.end('{"message":"Form not found"}');
    });
    try {
      const other = createApp(testConfig(failing.env));
      const res = await request(other)
        .post('/api/submit')
        .send({ ...FORM, captcha: CAPTCHA_OK });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: 'Form not found' });
    } finally {
      await failing.close();
    }
  });
});

describe('POST /api/submit upstream failures', () => {
  it('502 when the bot-check service is unreachable, and the form is not posted', async () => {
    const sandbox = await startFakeSandbox();
    const port = await closedPort();
    try {
      const app = createApp(
        testConfig({
          ...sandbox.env,
          CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/captcha/siteverify`,
        }),
      );
      const res = await request(app)
        .post('/api/submit')
        .send({ ...FORM, captcha: CAPTCHA_OK });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: 'Connection issue. Please try again.' });
      expect(sandbox.requests).toHaveLength(0);
    } finally {
      await sandbox.close();
    }
  });

  it('504 when the forms service does not answer in time', async () => {
    const slow = await startUpstream((req, res) => {
      if (req.url.startsWith('/captcha/')) {
        res.setHeader('content-type', 'application/json');
        res.end('{"success":true}');
        return;
      }
      const timer = setTimeout(() => res.end('success'), 5000);
      res.on('close', () => clearTimeout(timer));
    });
    try {
      const app = createApp(
        testConfig({ ORDERING_API_URL: `${slow.url}/ordering/v1`, UPSTREAM_TIMEOUT_MS: '200' }),
      );
      const res = await request(app)
        .post('/api/submit')
        .send({ ...FORM, captcha: CAPTCHA_OK });
      expect(res.status).toBe(504);
      expect(res.body).toEqual({ message: 'Connection issue. Please try again.' });
    } finally {
      await slow.close();
    }
  });

  it('answers within the request’s time when a slow bot check leaves the form little of it', async () => {
    // Each call within its own timeout (1 s), the two together past the request's (600 ms).
    const slow = await startUpstream((req, res) => {
      const answer = req.url.startsWith('/captcha/')
        ? () => res.setHeader('content-type', 'application/json').end('{"success":true}')
        : () => res.end('success');
      const timer = setTimeout(answer, req.url.startsWith('/captcha/') ? 400 : 5000);
      res.on('close', () => clearTimeout(timer));
    });
    try {
      const app = createApp(
        testConfig({
          ORDERING_API_URL: `${slow.url}/ordering/v1`,
          UPSTREAM_TIMEOUT_MS: '1000',
          ANSWER_WITHIN_MS: '600',
        }),
      );
      const started = performance.now();
      const res = await request(app)
        .post('/api/submit')
        .send({ ...FORM, captcha: CAPTCHA_OK });
      const took = performance.now() - started;
      expect(res.status).toBe(504);
      expect(took).toBeGreaterThan(550);
      // Not 1.4 s (400 ms and a whole second more).
      expect(took).toBeLessThan(1100);
    } finally {
      await slow.close();
    }
  });
});
