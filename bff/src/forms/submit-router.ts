import { Router } from 'express';
import type { BffConfig } from '../config';
import { API_HEADERS } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { contextOf, timeLeftMs } from '../logging/request-context';
import type { UpstreamAgents } from '../proxy/agents';
import { jsonBody, requestJsonOf } from '../proxy/request-json';
import { answerUpstreamFailure, callUpstream, relayAnswer } from '../proxy/upstream-call';
import { isLocalRequest } from '../security/local-host';
import { limitAttempts, type AttemptLimits, type LimitPolicy } from '../security/attempt-limits';
import { createCaptchaVerifier, isCaptchaToken, NOT_A_ROBOT } from './captcha';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `POST /api/submit` (§7.3): a marketing form (`form, fields, replyto, subject, includeDate`
 * plus `captcha`). The bot-check result is verified here, server-side, before anything goes
 * to the forms service; the form then goes on without it, and the service's answer (the text
 * `success`, or an error body) comes back as it is.
 */
export function createSubmitRouter(options: {
  config: BffConfig;
  agents: UpstreamAgents;
  limits: AttemptLimits;
  /** How form attempts are counted (per client, and per `replyto` e-mail). */
  policy: LimitPolicy;
  logger: Logger;
}): Router {
  const { config, agents, logger } = options;
  const captcha = createCaptchaVerifier({
    verifyUrl: config.captchaVerifyUrl,
    secret: config.captchaSecret,
    agent: agents.for(config.captchaVerifyUrl),
  });
  const router = Router();

  router.all('/', (req, res, next) => {
    if (req.method !== 'POST') {
      res.status(405).set('allow', 'POST').json({ message: 'Method not allowed' });
      return;
    }
    next();
  });
  router.post(
    '/',
    ...jsonBody(config.bodyLimitBytes),
    limitAttempts(options.limits, () => options.policy, requestJsonOf, logger),
    async (req, res) => {
      const { requestId } = contextOf(res);
      const body: unknown = req.body;
      if (body === undefined) {
        res
          .status(415)
          .set('cache-control', 'no-store')
          .json({ message: 'Send the form as JSON.' });
        return;
      }
      if (!isPlainObject(body)) {
        res.status(400).set('cache-control', 'no-store').json({ message: 'Bad request' });
        return;
      }
      const { captcha: token, ...form } = body;
      try {
        const call = { requestId, timeoutMs: timeLeftMs(res, config.upstreamTimeoutMs) };
        if (!isCaptchaToken(token) || !(await captcha.verify(token, call))) {
          res.status(400).set('cache-control', 'no-store').json({ message: NOT_A_ROBOT });
          return;
        }
      } catch (error) {
        answerUpstreamFailure(res, error, { upstream: 'captcha', requestId, logger });
        return;
      }
      try {
        const answer = await callUpstream({
          url: config.formsUrl,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: req.headers.accept ?? '*/*',
            ...(req.headers['accept-language']
              ? { 'accept-language': req.headers['accept-language'] }
              : {}),
            ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
            [API_HEADERS.requestId]: requestId,
          },
          body: JSON.stringify(form),
          // What is left of the request's time after the bot check.
          timeoutMs: timeLeftMs(res, config.upstreamTimeoutMs),
          agent: agents.for(config.formsUrl),
        });
        relayAnswer(res, answer, { secureCookies: !isLocalRequest(req) });
      } catch (error) {
        answerUpstreamFailure(res, error, { upstream: 'forms', requestId, logger });
      }
    },
  );
  router.use((_req, res) => {
    res.status(404).set('cache-control', 'no-store').json({ message: 'Not found' });
  });
  return router;
}
