import vm from 'node:vm';
import request from 'supertest';
import { SiteVerifySchema } from '../contract/schemas';
import { expectShape, seededApp } from '../testing/support';

describe('bot check', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  it('accepts the sandbox token with the sandbox secret, form-encoded or JSON', async () => {
    const form = await request(app)
      .post('/captcha/siteverify')
      .type('form')
      .send({ secret: 'sandbox-captcha-secret', response: 'sandbox-captcha-ok' })
      .expect(200);
    expect(expectShape(SiteVerifySchema, form.body).success).toBe(true);
    const json = await request(app)
      .post('/captcha/siteverify')
      .send({ secret: 'sandbox-captcha-secret', response: 'sandbox-captcha-ok' });
    expect(json.body.success).toBe(true);
  });

  it('rejects other tokens and secrets with error codes', async () => {
    const cases: Array<[object, string[]]> = [
      [{ secret: 'sandbox-captcha-secret', response: 'nope' }, ['invalid-input-response']],
      [{ secret: 'other', response: 'sandbox-captcha-ok' }, ['invalid-input-secret']],
      [{}, ['missing-input-secret', 'missing-input-response']],
    ];
    for (const [body, codes] of cases) {
      const res = await request(app)
        .post('/captcha/siteverify')
        .type('form')
        .send(body)
        .expect(200);
      expect(expectShape(SiteVerifySchema, res.body)).toEqual({
        success: false,
        'error-codes': codes,
      });
    }
    await request(app).get('/captcha/siteverify').expect(405);
  });

  it('serves a widget script whose execute answers the test token for the sandbox site key', async () => {
    const res = await request(app).get('/captcha/api.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    const window: {
      grecaptcha?: {
        ready(callback: () => void): void;
        execute(key: string, options?: { action: string }): Promise<string>;
      };
    } = {};
    vm.runInNewContext(res.text, { window, setTimeout, Promise, Error });
    const widget = window.grecaptcha!;
    await new Promise<void>((resolve) => widget.ready(resolve));
    await expect(widget.execute('sandbox-site-key', { action: 'signin' })).resolves.toBe(
      'sandbox-captcha-ok',
    );
    await expect(widget.execute('other-key', { action: 'signin' })).rejects.toThrow(
      'Invalid site key.',
    );
  });
});
