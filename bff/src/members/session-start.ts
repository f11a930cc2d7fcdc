import type { RequestHandler } from 'express';
import type { OrderingCallName } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { contextOf, timeLeftMs } from '../logging/request-context';
import type { UpstreamAgents } from '../proxy/agents';
import { allowedCallOf } from '../proxy/allowed-calls';
import { bufferedBody } from '../proxy/request-body';
import { filterResponseHeaders } from '../proxy/response-headers';
import { answerUpstreamFailure, callUpstream, sendAnswer } from '../proxy/upstream-call';
import { orderingApiHeaders } from '../proxy/upstream-headers';
import type { UpstreamAnswer } from '../proxy/upstream-proxy';
import { isLocalRequest } from '../security/local-host';
import type { MemberSessions } from './member-sessions';
import { sessionCookie } from './session-cookie';

/** The calls whose answer signs a member in (`data.tokens`, §7.1). */
export const SESSION_CALLS: ReadonlySet<OrderingCallName> = new Set([
  'createUser',
  'verifyUser',
  'loginUser',
  'loginWithSso',
]);

const HOUR_MS = 60 * 60 * 1000;
/** When the tokens say nothing of their end: a day. Never more than thirty. */
const DEFAULT_TTL_MS = 24 * HOUR_MS;
const MAX_TTL_MS = 30 * 24 * HOUR_MS;

type Json = Record<string, unknown>;
const record = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;

/** The token set of a sign-in answer (`{ status, data: { tokens } }`), if it holds both tokens. */
function tokenSetOf(body: unknown): Json | undefined {
  const tokens = record(record(record(body)?.data)?.tokens);
  return typeof tokens?.['access.token'] === 'string' &&
    typeof tokens['ordering.access.token'] === 'string'
    ? tokens
    : undefined;
}

function lifetimeMs(tokens: Json, now: number): number {
  const expires = typeof tokens.expires === 'string' ? Date.parse(tokens.expires) : NaN;
  if (Number.isNaN(expires)) return DEFAULT_TTL_MS;
  return Math.min(Math.max(expires - now, 60_000), MAX_TTL_MS);
}

export interface SessionStartOptions {
  sessions: MemberSessions;
  orderingApiUrl: string;
  agents: UpstreamAgents;
  timeoutMs: number;
  logger: Logger;
  /** What every ordering answer gets on its way out (privacy, forgiveness, known device). */
  onAnswer: (
    answer: UpstreamAnswer,
    req: Parameters<RequestHandler>[0],
    res: Parameters<RequestHandler>[1],
  ) => void;
}

/**
 * Sign-in, sign-up, verification and SSO: the answer's tokens stay with the BFF. The call goes
 * upstream as any other, its answer is read whole, and a success starts a member session: the
 * browser gets the HttpOnly session cookie, and the session key where each token was, so the
 * page keeps working as §6 says (it sends "its token" with each member call) while no script
 * can read anything the ordering API would accept. Any other answer passes as it came.
 */
export function startMemberSessions(options: SessionStartOptions): RequestHandler {
  const { sessions, logger } = options;
  const agent = options.agents.for(options.orderingApiUrl);
  return (req, res, next) => {
    const name = allowedCallOf(res)?.name;
    if (!name || !SESSION_CALLS.has(name)) {
      next();
      return;
    }
    const { requestId } = contextOf(res);
    const headers = orderingApiHeaders(req.headers, requestId);
    // Read as sent: the answer is parsed here, then compressed for the browser if it asks.
    delete headers['accept-encoding'];
    callUpstream({
      url: `${options.orderingApiUrl}${req.url}`,
      method: req.method,
      headers,
      body: bufferedBody(req),
      timeoutMs: timeLeftMs(res, options.timeoutMs),
      agent,
      maxBytes: 256 * 1024,
    })
      .then(async (answer) => {
        const kept = filterResponseHeaders(answer.headers, { secureCookies: !isLocalRequest(req) });
        options.onAnswer({ status: answer.status, headers: kept }, req, res);
        let body = answer.body;
        if (answer.status >= 200 && answer.status < 300) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(body.toString('utf8'));
          } catch {
            parsed = undefined;
          }
          const tokens = tokenSetOf(parsed);
          if (tokens) {
            const ttlMs = lifetimeMs(tokens, Date.now());
            const started = await sessions.start(
              {
                access: tokens['access.token'] as string,
                ordering: tokens['ordering.access.token'] as string,
              },
              ttlMs,
              timeLeftMs(res, options.timeoutMs),
            );
            tokens['access.token'] = started.key;
            tokens['ordering.access.token'] = started.key;
            body = Buffer.from(JSON.stringify(parsed), 'utf8');
            const cookies = kept['set-cookie'] ?? [];
            kept['set-cookie'] = [
              ...(Array.isArray(cookies) ? cookies : [cookies]),
              sessionCookie(req, res, started.id, Math.floor(ttlMs / 1000)),
            ];
          }
        }
        sendAnswer(res, answer.status, kept, body);
      })
      .catch((error: unknown) =>
        answerUpstreamFailure(res, error, { upstream: 'ordering-v1', requestId, logger }),
      );
  };
}
