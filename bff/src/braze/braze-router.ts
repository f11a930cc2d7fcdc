import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { BffConfig } from '../config';
import { API_HEADERS } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { contextOf } from '../logging/request-context';
import { memberTokenOf } from '../members/bearer-token';
import type { ResolveMember } from '../members/member-identity';
import type { UpstreamAgents } from '../proxy/agents';
import { jsonBody } from '../proxy/request-json';
import { isSafeUpstreamPath, pathOnly } from '../proxy/safe-path';
import { answerUpstreamFailure, callUpstream, relayAnswer } from '../proxy/upstream-call';
import { isLocalRequest } from '../security/local-host';
import {
  BRAZE_CALLS,
  reportQuery,
  workspaceOf,
  type BrazeCall,
  type BrazeWorkspace,
} from './braze-calls';
import { deviceAliases } from './device-alias';
import { checkUserCall } from './user-scope';

/** The signed-in member's access token, for the marketing proxy (the raw token, or `Bearer …`). */
export const MEMBER_TOKEN_HEADER = 'x-member-token';
/** The operator credential of export, reporting and messaging calls. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

export const SIGN_IN_REQUIRED = 'Sign in required.';
export const OPERATOR_REQUIRED = 'Operator credential required.';
export const UNKNOWN_WORKSPACE = 'Unknown workspace: send client_sub catering or mealtime.';

function sendJson(res: Response, status: number, message: string): void {
  res.status(status).set('cache-control', 'no-store').json({ message });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison of a presented credential with the configured one. */
function sameSecret(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

interface BrazeRoute {
  path: string;
  call: BrazeCall;
  workspace: BrazeWorkspace;
}

/**
 * `/api/braze/{path}` (§7.4) → `<BRAZE_URL>/{path}` with the workspace's REST key. In order:
 * unsafe path 400; a path outside §7.4 404; another method 405; an operator call without
 * `x-operator-token` 401, with a wrong one 403; no `client_sub` workspace 400; then the body
 * checks of user-scoped calls (`user-scope.ts`): 400 for what the site never sends, 401 for a
 * member id without a valid `x-member-token`, 403 for another member's id or another device's
 * alias. The device alias is the one the BFF issued to this browser (`device-alias.ts`), the
 * member the one `resolveMember` finds for the token: never an id the client merely names.
 * Nothing is forwarded before every check has passed. The key comes from the server's
 * environment; a client `authorization` header is never read nor forwarded.
 */
export function createBrazeRouter(options: {
  config: BffConfig;
  agents: UpstreamAgents;
  resolveMember: ResolveMember;
  logger: Logger;
}): Router {
  const { config, agents, resolveMember, logger } = options;
  const aliases = deviceAliases(config.deviceCookieSecret);
  const routes = new WeakMap<Request, BrazeRoute>();
  const router = Router();

  const admit: RequestHandler = (req, res, next) => {
    const subPath = pathOnly(req.url);
    if (!isSafeUpstreamPath(pathOnly(req.originalUrl)) || !isSafeUpstreamPath(subPath)) {
      sendJson(res, 400, 'Bad request');
      return;
    }
    const path = subPath.slice(1);
    const call = BRAZE_CALLS.get(path);
    if (!call) {
      sendJson(res, 404, 'Not found');
      return;
    }
    // HEAD is the GET without its body: answered wherever the GET is.
    if (req.method !== call.method && !(req.method === 'HEAD' && call.method === 'GET')) {
      res.set('allow', call.method === 'GET' ? 'GET, HEAD' : call.method);
      sendJson(res, 405, 'Method not allowed');
      return;
    }
    if (call.scope === 'operator') {
      const presented = req.headers[OPERATOR_TOKEN_HEADER];
      if (typeof presented !== 'string' || presented.length === 0) {
        sendJson(res, 401, OPERATOR_REQUIRED);
        return;
      }
      if (!config.brazeOperatorToken || !sameSecret(presented, config.brazeOperatorToken)) {
        sendJson(res, 403, 'Forbidden');
        return;
      }
    }
    const workspace = workspaceOf(req.headers[API_HEADERS.clientSub]);
    if (!workspace) {
      sendJson(res, 400, UNKNOWN_WORKSPACE);
      return;
    }
    routes.set(req, { path, call, workspace });
    next();
  };

  const forward: RequestHandler = async (req, res) => {
    const route = routes.get(req) as BrazeRoute;
    const { requestId } = contextOf(res);
    let body: string | undefined;
    let query = '';

    if (route.call.method === 'POST') {
      const parsed: unknown = req.body;
      if (parsed === undefined) {
        sendJson(res, 415, 'Send the call as JSON.');
        return;
      }
      if (route.call.scope === 'user') {
        const checked = checkUserCall(route.path, parsed, () => aliases.of(req, res));
        if (!checked.ok) {
          sendJson(res, checked.status, checked.message);
          return;
        }
        if (checked.externalIds.length > 0) {
          const token = memberTokenOf(req.headers[MEMBER_TOKEN_HEADER]);
          if (!token) {
            sendJson(res, 401, SIGN_IN_REQUIRED);
            return;
          }
          let memberId: string | null;
          try {
            memberId = await resolveMember(token, requestId);
          } catch (error) {
            answerUpstreamFailure(res, error, { upstream: 'members', requestId, logger });
            return;
          }
          if (memberId === null) {
            sendJson(res, 401, SIGN_IN_REQUIRED);
            return;
          }
          if (checked.externalIds.some((id) => id !== memberId)) {
            sendJson(res, 403, 'Forbidden');
            return;
          }
        }
        body = JSON.stringify(checked.body);
      } else {
        body = JSON.stringify(parsed);
      }
    } else {
      const start = req.originalUrl.indexOf('?');
      const params = reportQuery(route.call, start === -1 ? '' : req.originalUrl.slice(start + 1));
      if (!params) {
        sendJson(res, 400, 'Bad request');
        return;
      }
      const text = params.toString();
      query = text ? `?${text}` : '';
    }

    try {
      const answer = await callUpstream({
        url: `${config.brazeUrl}/${route.path}${query}`,
        method: route.call.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${config.brazeKeys[route.workspace]}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          [API_HEADERS.requestId]: requestId,
        },
        body,
        timeoutMs: config.upstreamTimeoutMs,
        agent: agents.for(config.brazeUrl),
      });
      relayAnswer(res, answer, { secureCookies: !isLocalRequest(req) });
    } catch (error) {
      answerUpstreamFailure(res, error, { upstream: 'braze', requestId, logger });
    }
  };

  router.use(admit, ...jsonBody(config.bodyLimitBytes), forward);
  return router;
}
