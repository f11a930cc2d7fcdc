import type { RequestHandler, Response } from 'express';
import {
  ORDERING_CALLS,
  type OrderingCall,
  type OrderingCallName,
} from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { contextOf, loggedPath } from '../logging/request-context';
import { sendApiError } from './api-error';
import { pathOnly } from './safe-path';

export type OrderingApi = 'v1' | 'v2';

export interface AllowedCall {
  name: OrderingCallName;
  call: OrderingCall;
  /** The values of the path's `{name}` segments, as sent (percent-escapes kept). */
  params: Record<string, string>;
}

/** A request's call in the table, the methods its path allows otherwise, or nothing. */
export type CallMatch = AllowedCall | { methods: string[] } | null;

/** One path segment for a `{param}`: unreserved characters and percent-escapes, never empty. */
const SEGMENT = "[A-Za-z0-9._~!$&'()*+,;=:@%-]+";

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part)?.[1];
      return param ? `(?<${param}>${SEGMENT})` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^/${source}$`);
}

/**
 * The table of ordering calls compiled for matching requests: a request path below an API's
 * mount (`/orders/1/submit` for `/api/v1/orders/1/submit`) and its method, exactly as sent
 * (no case folding, no trailing slash); HEAD matches a GET call.
 */
export function compileAllowList(
  calls: Readonly<Record<string, OrderingCall>> = ORDERING_CALLS,
): (api: OrderingApi, method: string, path: string) => CallMatch {
  const compiled = Object.entries(calls).map(([name, call]) => ({
    name: name as OrderingCallName,
    call,
    api: (call.v2 ? 'v2' : 'v1') as OrderingApi,
    pattern: patternOf(call.path),
  }));
  return (api, method, path) => {
    const onPath = compiled.filter((entry) => entry.api === api && entry.pattern.test(path));
    // HEAD is the GET without its body: answered wherever the GET is.
    const asked = method === 'HEAD' ? 'GET' : method;
    const allowed = onPath.find((entry) => entry.call.method === asked);
    if (allowed) {
      const params = { ...allowed.pattern.exec(path)?.groups };
      return { name: allowed.name, call: allowed.call, params };
    }
    if (onPath.length === 0) return null;
    const methods = onPath.flatMap((entry) =>
      entry.call.method === 'GET' ? ['GET', 'HEAD'] : [entry.call.method],
    );
    return { methods };
  };
}

const matched = new WeakMap<Response, AllowedCall>();

/** The table's call this request is, once `allowListedCalls` let it through. */
export function allowedCallOf(res: Response): AllowedCall | undefined {
  return matched.get(res);
}

/**
 * The allow-list (docs/architecture.md, The BFF: the only door): a request goes on towards the
 * ordering API only when its method and path are a call of the table. Anything else is refused
 * here, before any upstream call, with a log line: 405 with `Allow` for a known path and another
 * method, 404 otherwise.
 */
export function allowListedCalls(api: OrderingApi, logger: Logger): RequestHandler {
  const match = compileAllowList();
  return (req, res, next) => {
    const found = match(api, req.method, pathOnly(req.url));
    if (found && 'call' in found) {
      matched.set(res, found);
      next();
      return;
    }
    logger.warn(
      {
        requestId: contextOf(res).requestId,
        method: req.method,
        path: loggedPath(req.originalUrl),
        refused: found ? 'method' : 'path',
      },
      'call not in the allow-list',
    );
    if (found) {
      res.set('allow', found.methods.join(', '));
      sendApiError(res, 405, 'Method not allowed');
      return;
    }
    sendApiError(res, 404, 'Not found');
  };
}
