import express, { Router } from 'express';
import { errors } from '../http/errors';

/** The bot-check widget's test result in the sandbox (API conventions: captcha). */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-ok';
/** The server-side secret the sandbox's verifier accepts. */
export const SANDBOX_CAPTCHA_SECRET = 'sandbox-captcha-secret';
/** The public site key the sandbox's widget accepts. */
export const SANDBOX_CAPTCHA_SITE_KEY = 'sandbox-site-key';

/**
 * The sandbox's bot-check widget script: the reCAPTCHA v3 browser API (`grecaptcha.ready`,
 * `grecaptcha.execute(siteKey, { action })`), which answers the test token for the sandbox
 * site key, so the site initialises a bot-check service the same way as in production.
 */
export const SANDBOX_WIDGET_SCRIPT = `(function () {
  var siteKey = ${JSON.stringify(SANDBOX_CAPTCHA_SITE_KEY)};
  var token = ${JSON.stringify(SANDBOX_CAPTCHA_TOKEN)};
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (key, options) {
      if (key !== siteKey) return Promise.reject(new Error('Invalid site key.'));
      if (!options || typeof options.action !== 'string') {
        return Promise.reject(new Error('An action is required.'));
      }
      return Promise.resolve(token);
    }
  };
})();
`;

/** Sign-in, sign-up, forgot password and contact refuse a body whose `captcha` is not the test token. */
export function requireCaptcha(body: unknown): void {
  const captcha =
    body && typeof body === 'object' ? (body as { captcha?: unknown }).captcha : undefined;
  if (captcha !== SANDBOX_CAPTCHA_TOKEN) throw errors.notARobot();
}

export interface SiteVerifyAnswer {
  success: boolean;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * `POST /captcha/siteverify` (reCAPTCHA / Turnstile shape), form-encoded or JSON `secret` and
 * `response`: `{ success: true, … }` only for the sandbox secret and the sandbox test token.
 */
export function captchaRouter(now: () => number): Router {
  const router = Router();
  router.get('/api.js', (_req, res) => {
    res.type('application/javascript').set('cache-control', 'no-cache').send(SANDBOX_WIDGET_SCRIPT);
  });
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));
  router.post('/siteverify', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const secret = typeof body.secret === 'string' ? body.secret : '';
    const response = typeof body.response === 'string' ? body.response : '';
    const codes: string[] = [];
    if (!secret) codes.push('missing-input-secret');
    else if (secret !== SANDBOX_CAPTCHA_SECRET) codes.push('invalid-input-secret');
    if (!response) codes.push('missing-input-response');
    else if (response !== SANDBOX_CAPTCHA_TOKEN) codes.push('invalid-input-response');
    const answer: SiteVerifyAnswer =
      codes.length === 0
        ? { success: true, challenge_ts: new Date(now()).toISOString(), hostname: 'localhost' }
        : { success: false, 'error-codes': codes };
    res.set('cache-control', 'no-store').json(answer);
  });
  router.all('/siteverify', () => {
    throw errors.methodNotAllowed();
  });
  return router;
}
