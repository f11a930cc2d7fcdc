import type http from 'node:http';
import { API_HEADERS } from '@qsr/shared-contracts/core';
import { SERVER_USER_AGENT } from '../proxy/upstream-headers';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';

/** What the browser sees when the bot check did not pass. */
export const NOT_A_ROBOT = 'Please confirm you are not a robot.';

/** A bot-check result token as the widget gives it: anything else is not sent for checking. */
export function isCaptchaToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 4096;
}

export interface CaptchaVerifier {
  /**
   * True when the bot-check service confirms the token, asked within `timeoutMs` (the time the
   * request has left). Throws `UpstreamError` (502/504).
   */
  verify(token: string, call: { requestId: string; timeoutMs: number }): Promise<boolean>;
}

/**
 * Server-side check of a bot-check result (§7.5): `POST <verifyUrl>` with the form fields
 * `secret` and `response`, answered `{ success: boolean }` (reCAPTCHA / Turnstile shape).
 * The verifier failing (5xx, unreachable, too slow) is a connection issue, not a robot.
 */
export function createCaptchaVerifier(options: {
  verifyUrl: string;
  secret: string;
  agent: http.Agent;
}): CaptchaVerifier {
  return {
    async verify(token, { requestId, timeoutMs }) {
      const answer = await callUpstream({
        url: options.verifyUrl,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'user-agent': SERVER_USER_AGENT,
          [API_HEADERS.requestId]: requestId,
        },
        body: new URLSearchParams({ secret: options.secret, response: token }).toString(),
        timeoutMs,
        agent: options.agent,
        maxBytes: 64 * 1024,
      });
      if (answer.status >= 500) throw new UpstreamError(502, `HTTP${answer.status}`);
      try {
        const parsed = JSON.parse(answer.body.toString('utf8')) as { success?: unknown };
        return answer.status < 300 && parsed.success === true;
      } catch {
        return false;
      }
    },
  };
}
