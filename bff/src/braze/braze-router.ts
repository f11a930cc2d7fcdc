import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { BffConfig } from '../config';
import { API_HEADERS } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { contextOf, timeLeftMs } from '../logging/request-context';
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

/** What the router's steps need besides the request. */
interface BrazeOptions {
  config: BffConfig;
  agents: UpstreamAgents;
  resolveMember: ResolveMember;
  logger: Logger;
}

/**
 * The call a request makes once its path, method, operator credential and workspace pass;
 * undefined when it was answered (400, 404, 405, 401, 403).
 */
function admittedRoute(req: Request, res: Response, config: BffConfig): BrazeRoute | undefined {
  const subPath = pathOnly(req.url);
  if (!isSafeUpstreamPath(pathOnly(req.originalUrl)) || !isSafeUpstreamPath(subPath)) {
    sendJson(res, 400, 'Bad request');
    return undefined;
  }
  const path = subPath.slice(1);
  const call = BRAZE_CALLS.get(path);
  if (!call) {
    sendJson(res, 404, 'Not found');
    return undefined;
  }
  // HEAD is the GET without its body: answered wherever the GET is.
  if (req.method !== call.method && !(req.method === 'HEAD' && call.method === 'GET')) {
    res.set('allow', call.method === 'GET' ? 'GET, HEAD' : call.method);
    sendJson(res, 405, 'Method not allowed');
    return undefined;
  }
  if (call.scope === 'operator' && !isOperator(req, res, config)) return undefined;
  const workspace = workspaceOf(req.headers[API_HEADERS.clientSub]);
  if (!workspace) {
    sendJson(res, 400, UNKNOWN_WORKSPACE);
    return undefined;
  }
  return { path, call, workspace };
}

/** Whether the request carries the operator credential; else answered 401 or 403. */
function isOperator(req: Request, res: Response, config: BffConfig): boolean {
  const presented = req.headers[OPERATOR_TOKEN_HEADER];
  if (typeof presented !== 'string' || presented.length === 0) {
    sendJson(res, 401, OPERATOR_REQUIRED);
    return false;
  }
  if (!config.brazeOperatorToken || !sameSecret(presented, config.brazeOperatorToken)) {
    sendJson(res, 403, 'Forbidden');
    return false;
  }
  return true;
}

/**
 * Whether the member of `x-member-token` is every member the call names; else answered (401
 * without a valid token, 403 for another member's id, the members service's failure).
 */
async function isEveryNamedMember(
  req: Request,
  res: Response,
  externalIds: readonly string[],
  options: BrazeOptions,
): Promise<boolean> {
  const { requestId } = contextOf(res);
  const token = memberTokenOf(req.headers[MEMBER_TOKEN_HEADER]);
  if (!token) {
    sendJson(res, 401, SIGN_IN_REQUIRED);
    return false;
  }
  let memberId: string | null;
  try {
    memberId = await options.resolveMember(
      token,
      requestId,
      timeLeftMs(res, options.config.upstreamTimeoutMs),
    );
  } catch (error) {
    answerUpstreamFailure(res, error, { upstream: 'members', requestId, logger: options.logger });
    return false;
  }
  if (memberId === null) {
    sendJson(res, 401, SIGN_IN_REQUIRED);
    return false;
  }
  if (externalIds.some((id) => id !== memberId)) {
    sendJson(res, 403, 'Forbidden');
    return false;
  }
  return true;
}

/**
 * The JSON body a POST call forwards: a user-scoped call's as checked (`user-scope.ts`), any
 * other's as sent. Undefined when it was answered instead.
 */
async function forwardedBody(
  req: Request,
  res: Response,
  route: BrazeRoute,
  options: BrazeOptions & { aliases: ReturnType<typeof deviceAliases> },
): Promise<string | undefined> {
  const parsed: unknown = req.body;
  if (parsed === undefined) {
    sendJson(res, 415, 'Send the call as JSON.');
    return undefined;
  }
  if (route.call.scope !== 'user') return JSON.stringify(parsed);
  const checked = checkUserCall(route.path, parsed, () => options.aliases.of(req, res));
  if (!checked.ok) {
    sendJson(res, checked.status, checked.message);
    return undefined;
  }
  if (
    checked.externalIds.length > 0 &&
    !(await isEveryNamedMember(req, res, checked.externalIds, options))
  ) {
    return undefined;
  }
  return JSON.stringify(checked.body);
}

/** The query a report call forwards (`''` or `?…`); undefined when answered 400. */
function forwardedQuery(req: Request, res: Response, call: BrazeCall): string | undefined {
  const start = req.originalUrl.indexOf('?');
  const params = reportQuery(call, start === -1 ? '' : req.originalUrl.slice(start + 1));
  if (!params) {
    sendJson(res, 400, 'Bad request');
    return undefined;
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sends the admitted call to the marketing-automation API with the workspace's key, and relays its answer. */
async function callBraze(
  req: Request,
  res: Response,
  route: BrazeRoute,
  request: { body?: string; query: string },
  options: BrazeOptions,
): Promise<void> {
  const { config, agents, logger } = options;
  const { requestId } = contextOf(res);
  const { body, query } = request;
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
      // What is left of the request's time after the member check.
      timeoutMs: timeLeftMs(res, config.upstreamTimeoutMs),
      agent: agents.for(config.brazeUrl),
    });
    relayAnswer(res, answer, { secureCookies: !isLocalRequest(req) });
  } catch (error) {
    answerUpstreamFailure(res, error, { upstream: 'braze', requestId, logger });
  }
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
export function createBrazeRouter(options: BrazeOptions): Router {
  const aliases = deviceAliases(options.config.deviceCookieSecret);
  const routes = new WeakMap<Request, BrazeRoute>();
  const router = Router();

  const admit: RequestHandler = (req, res, next) => {
    const route = admittedRoute(req, res, options.config);
    if (!route) return;
    routes.set(req, route);
    next();
  };

  const forward: RequestHandler = async (req, res) => {
    const route = routes.get(req) as BrazeRoute;
    if (route.call.method === 'POST') {
      const body = await forwardedBody(req, res, route, { ...options, aliases });
      if (body !== undefined) await callBraze(req, res, route, { body, query: '' }, options);
      return;
    }
    const query = forwardedQuery(req, res, route.call);
    if (query !== undefined) await callBraze(req, res, route, { query }, options);
  };

  router.use(admit, ...jsonBody(options.config.bodyLimitBytes), forward);
  return router;
}
