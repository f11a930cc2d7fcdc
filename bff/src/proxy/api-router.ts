import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { BffConfig } from '../config';
import {
  API_HEADERS,
  queryHasControlCharacters,
  type OrderingCallName,
} from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { timeLeftMs } from '../logging/request-context';
import { createBrazeRouter } from '../braze/braze-router';
import { createCareersSheetRouter, createJobSearchRouter } from '../careers/careers-routers';
import { createSubmitRouter } from '../forms/submit-router';
import { bearerTokenOf } from '../members/bearer-token';
import type { MemberTokens } from '../members/member-identity';
import type { MemberSessions } from '../members/member-sessions';
import { endedSessionCookie } from '../members/session-cookie';
import { admittedSessionOf, sessionDoor } from '../members/session-door';
import { startMemberSessions } from '../members/session-start';
import { refuseSandboxSsoCodes } from '../members/sso-codes';
import { limitAttempts, type AttemptLimits } from '../security/attempt-limits';
import { refuseCrossSite } from '../security/cross-site';
import { knownDevices, type KnownDevices } from '../security/known-device';
import { limitPolicies, type LimitPolicies } from '../security/limit-policies';
import type { UpstreamAgents } from './agents';
import { allowedCallOf, allowListedCalls } from './allowed-calls';
import { compressAnswers } from './answer-compression';
import { sendApiError } from './api-error';
import { canonicalAuthorization } from './request-authorization';
import { bufferBody } from './request-body';
import { canonicalJsonBody, requestJsonOf } from './request-json';
import { isSafeUpstreamPath, pathOnly } from './safe-path';
import { limitOpenStreams } from './stream-limit';
import { answerSubmitPending } from './submit-pending';
import { orderingApiHeaders } from './upstream-headers';
import { createUpstreamProxy, type UpstreamAnswer } from './upstream-proxy';

/** The internal path header (§7) may only name the path the request is for. */
function internalPathMatches(header: string, apiPath: string): boolean {
  const claimed = pathOnly(header.trim()).replace(/^\/+/, '');
  const actual = apiPath.replace(/^\/+/, '');
  if (claimed === actual) return true;
  try {
    // The browser sends the header as written and the URL percent-encoded.
    return claimed === decodeURIComponent(actual);
  } catch {
    return false;
  }
}

/**
 * Checks every API request before anything goes upstream: the full path must be safe to
 * append to an upstream URL, the decoded query must hold no NUL or other control character
 * (the upstream refuses them too), and the internal path header, when sent, must match the
 * path below the API base (`req.url` inside a mounted router).
 */
export function apiRequestGuard(): RequestHandler {
  return (req, res, next) => {
    const fullPath = pathOnly(req.originalUrl);
    const apiPath = pathOnly(req.url);
    if (
      !isSafeUpstreamPath(fullPath) ||
      !isSafeUpstreamPath(apiPath) ||
      queryHasControlCharacters(req.originalUrl)
    ) {
      sendApiError(res, 400, 'Bad request');
      return;
    }
    const header = req.headers[API_HEADERS.internalPath];
    if (header !== undefined) {
      if (Array.isArray(header) || !internalPathMatches(header, apiPath)) {
        sendApiError(res, 400, 'Bad request');
        return;
      }
    }
    next();
  };
}

export interface ApiRouterOptions {
  config: BffConfig;
  logger: Logger;
  agents: UpstreamAgents;
  /** Counts attempts (sign-in, codes, passwords, forms, payments) per client and account. */
  limits: AttemptLimits;
  memberTokens: MemberTokens;
  /** The members' sessions: their tokens, kept here, behind the HttpOnly session cookie. */
  memberSessions: MemberSessions;
}

/** What the browser is sent of a member's or an order's answer: never kept by a shared cache. */
export const PRIVATE_ANSWER = 'private, no-store';

/** The calls that sign a member in with an e-mail: their success marks the device as known. */
const SIGN_IN_CALLS: ReadonlySet<OrderingCallName> = new Set(['loginUser', 'verifyUser']);

/** What a sign-in call will need once answered, noted before the proxy drops cookies and host. */
interface SignInDevice {
  /** The known device it came from, if any. */
  device: string | undefined;
  /** The marker a success sets. */
  cookie: string;
}

function signInDevices(policies: LimitPolicies, devices: KnownDevices) {
  const noted = new WeakMap<Request, SignInDevice>();
  const note: RequestHandler = (req, res, next) => {
    const name = allowedCallOf(res)?.name;
    const policy = name && SIGN_IN_CALLS.has(name) ? policies.calls[name] : undefined;
    const account = policy?.account?.(requestJsonOf(req), req);
    if (account) {
      noted.set(req, {
        device: devices.of(req, account),
        cookie: devices.cookieAfterSignIn(req, account),
      });
    }
    next();
  };
  return { note, of: (req: Request) => noted.get(req) };
}

/**
 * What the ordering API's answers need on their way out: member and order answers are
 * private; a member who got in is forgiven their account's earlier attempts (on a known
 * device, that device's) and their device becomes known.
 */
function orderingAnswers(
  policies: LimitPolicies,
  signIns: ReturnType<typeof signInDevices>,
  options: ApiRouterOptions,
) {
  const { limits, logger } = options;
  return (answer: UpstreamAnswer, req: Request, res: Response) => {
    const allowed = allowedCallOf(res);
    if (!allowed?.call.publicRead) answer.headers['cache-control'] = PRIVATE_ANSWER;
    if (answer.status < 200 || answer.status >= 300 || !allowed) return;
    const appendCookie = (cookie: string) => {
      const cookies = answer.headers['set-cookie'] ?? [];
      answer.headers['set-cookie'] = [...(Array.isArray(cookies) ? cookies : [cookies]), cookie];
    };
    const signIn = signIns.of(req);
    if (signIn) appendCookie(signIn.cookie);
    const account = policies.calls[allowed.name]?.account?.(requestJsonOf(req), req);
    if (allowed.name === 'changePassword') {
      options.memberTokens.passwordChanged({
        accessToken: bearerTokenOf(req.headers.authorization),
      });
    }
    if (allowed.name === 'resetPassword') options.memberTokens.passwordChanged({ email: account });
    if (allowed.name === 'logoutUser' && admittedSessionOf(req))
      appendCookie(endedSessionCookie(req, res));
    if (!account) return;
    for (const policy of policies.forgiving[allowed.name] ?? []) {
      limits
        .succeeded(policy, account, policy.knownDevice ? signIn?.device : undefined)
        .catch((error: unknown) => logger.error({ err: error }, 'attempt limits unavailable'));
    }
  };
}

/**
 * Signing out ends the token for the BFF's own member checks (`/api/braze`) before the call
 * goes on, so no answer of the sign-out can reach the browser while the token still works.
 */
function endTokenAtSignOut(memberTokens: MemberTokens): RequestHandler {
  return (req, res, next) => {
    const token = bearerTokenOf(req.headers.authorization);
    if (allowedCallOf(res)?.name !== 'logoutUser' || !token) {
      next();
      return;
    }
    memberTokens.signedOut(token).then(() => next(), next);
  };
}

/**
 * `/api`: the ordering API v1 (§7.1, §7.2) and the v2 carts (donations), the forms service
 * (`/api/submit`), job search (`/api/jobsearch`), the careers table (`/api/careers-sheet`) and
 * the marketing-automation API (`/api/braze`). An ordering call goes upstream only when it is
 * in the table of calls (`allowListedCalls`), its body fits (413) and reads as JSON (400, 415),
 * its token reads as one `Bearer` (400), it carries no test SSO code (400) and its attempts are
 * within their limits (429); anything else under `/api` is 404.
 */
export function createApiRouter(options: ApiRouterOptions): Router {
  const { config, logger, agents, limits } = options;
  const router = Router();
  const guard = apiRequestGuard();
  // The door: each body read once, by its charset, and sent on as the BFF serialised it;
  // the token read once and sent on as `Bearer <token>`.
  const door = [
    bufferBody(config.bodyLimitBytes),
    canonicalJsonBody(),
    canonicalAuthorization(),
    refuseSandboxSsoCodes(),
  ];
  const devices = knownDevices(config.deviceCookieSecret);
  const policies = limitPolicies(config, devices);
  const signIns = signInDevices(policies, devices);
  const onAnswer = orderingAnswers(policies, signIns, options);
  const compress = compressAnswers();
  const sessions = sessionDoor(options.memberSessions, logger);
  const startSessions = startMemberSessions({
    sessions: options.memberSessions,
    orderingApiUrl: config.orderingApiUrl,
    agents,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
    onAnswer,
  });

  const proxyTo = (name: string, target: string) =>
    createUpstreamProxy({
      name,
      target,
      // An order's submit waits its own time, then says it may have been placed (202).
      timeoutMs: (_req, res) =>
        allowedCallOf(res)?.name === 'submitOrder'
          ? config.submitTimeoutMs
          : timeLeftMs(res, config.upstreamTimeoutMs),
      stallMs: (_req, res) => (allowedCallOf(res)?.call.stream ? config.streamStallMs : undefined),
      agent: agents.for(target),
      logger,
      headers: orderingApiHeaders,
      onAnswer,
      onUnanswered: answerSubmitPending,
    });
  const limitCalls = limitAttempts(
    limits,
    (_req, res) => {
      const allowed = allowedCallOf(res);
      return allowed && policies.calls[allowed.name];
    },
    requestJsonOf,
    logger,
  );

  // Every /api request, whichever upstream it is for: absolute URLs, traversal, backslashes,
  // control characters in the query…
  router.use((req, res, next) => {
    if (
      !isSafeUpstreamPath(pathOnly(req.originalUrl)) ||
      queryHasControlCharacters(req.originalUrl)
    ) {
      sendApiError(res, 400, 'Bad request');
      return;
    }
    next();
  });
  router.use(refuseCrossSite());
  router.use(
    '/v1',
    guard,
    allowListedCalls('v1', logger),
    door,
    sessions,
    limitCalls,
    limitOpenStreams(config.streamClientMax),
    signIns.note,
    endTokenAtSignOut(options.memberTokens),
    compress,
    startSessions,
    proxyTo('ordering-v1', config.orderingApiUrl),
  );
  router.use(
    '/v2',
    guard,
    allowListedCalls('v2', logger),
    door,
    sessions,
    limitCalls,
    compress,
    proxyTo('ordering-v2', config.orderingApiV2Url),
  );
  router.use('/submit', createSubmitRouter({ ...options, policy: policies.forms }));
  router.use('/jobsearch', createJobSearchRouter(options));
  router.use('/careers-sheet', createCareersSheetRouter(options));
  router.use(
    '/braze',
    sessions,
    createBrazeRouter({ ...options, resolveMember: options.memberTokens.resolve }),
  );
  router.use((_req, res) => sendApiError(res, 404, 'Not found'));
  return router;
}
