import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { API_HEADERS, CONNECTION_ISSUE } from '@qsr/shared-contracts/core';
import { MEMBER_TOKEN_HEADER as MARKETING_MEMBER_HEADER } from '../braze/braze-router';
import type { Logger } from '../logging/logger';
import { contextOf } from '../logging/request-context';
import { allowedCallOf } from '../proxy/allowed-calls';
import { sendApiError } from '../proxy/api-error';
import { bearerHeader, bearerTokenOf, memberTokenOf } from './bearer-token';
import type { MemberSessions } from './member-sessions';
import { endedSessionCookie, sessionIdOf } from './session-cookie';

/** Where a browser puts its session key: the places the §6 tokens went. */
function presentedKeys(req: Request): string[] {
  const ordering = req.headers[API_HEADERS.orderingToken];
  return [
    bearerTokenOf(req.headers.authorization),
    typeof ordering === 'string' ? ordering.trim() : undefined,
    memberTokenOf(req.headers[MARKETING_MEMBER_HEADER]),
  ].filter((key): key is string => key !== undefined && key.length > 0);
}

function sameSecret(presented: string, key: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The session id a request was let in with (sign-out ends it, and its cookie, on the way out). */
const admitted = new WeakMap<Request, string>();
export const admittedSessionOf = (req: Request) => admitted.get(req);

/**
 * A member's request as the ordering API must see it. The browser holds a session key where
 * the tokens were and the HttpOnly session cookie: with both, the key is swapped for the
 * matching token (`authorization` and the marketing header get the access token,
 * `x-ordering-token` the ordering one). The cookie alone is no credential: without a key the
 * request goes on as a guest's, so another site's form or script (which cannot read the key)
 * can do nothing as the member. A key that is not the session's is 403; a session that was
 * ended or has expired is 401 (the page signs the member out, §6) and its cookie is cleared;
 * while the sessions cannot be read, 503 within the shared store's timeouts. The session is
 * read on every request, on every replica, so a sign-out anywhere holds everywhere at once.
 * A request without the cookie carries whatever token it has: the BFF never gives one out.
 */
export function sessionDoor(sessions: MemberSessions, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = sessionIdOf(req, res);
    const keys = id ? presentedKeys(req) : [];
    if (!id || keys.length === 0) {
      next();
      return;
    }
    sessions.find(id).then(
      async (session) => {
        if (!session) {
          res.append('set-cookie', endedSessionCookie(req, res));
          sendApiError(res, 401, 'Your session has ended. Please sign in again.');
          return;
        }
        if (!keys.every((key) => sameSecret(key, session.key))) {
          sendApiError(res, 403, 'Forbidden');
          return;
        }
        if (req.headers.authorization) req.headers.authorization = bearerHeader(session.access);
        if (req.headers[API_HEADERS.orderingToken]) {
          req.headers[API_HEADERS.orderingToken] = session.ordering;
        }
        if (req.headers[MARKETING_MEMBER_HEADER]) {
          req.headers[MARKETING_MEMBER_HEADER] = bearerHeader(session.access);
        }
        admitted.set(req, id);
        // Ended before the sign-out goes on: no replica lets the session in while it runs.
        if (allowedCallOf(res)?.name === 'logoutUser') await sessions.end(id);
        next();
      },
      (error: unknown) => {
        logger.warn(
          { requestId: contextOf(res).requestId, err: error },
          'member sessions unavailable',
        );
        sendApiError(res, 503, CONNECTION_ISSUE);
      },
    );
  };
}
