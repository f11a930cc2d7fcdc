import type http from 'node:http';
import type { ClientRequest, IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { CONNECTION_ISSUE } from '@qsr/shared-contracts/core';
import type { Logger } from '../logging/logger';
import { contextOf, SEND_AT_LEAST_MS, timeLeftMs } from '../logging/request-context';
import { isLocalRequest } from '../security/local-host';
import { bufferedBody } from './request-body';
import { filterResponseHeaders } from './response-headers';

export interface UpstreamProxyOptions {
  /** Short name for the logs, for example `ordering-v1`. */
  name: string;
  /** Base URL; the request's path below the mount point is appended, its query kept. */
  target: string;
  /**
   * No response headers within this time (or a stall this long afterwards): 504. A number is
   * also bounded by the request's answer deadline (`timeLeftMs`); a function gives each request
   * its own and bounds it itself (the submit waits longer than the rest).
   */
  timeoutMs: number | ((req: Request, res: Response) => number);
  /**
   * How long an answer may stall once its headers came (a stream's is its keep-alive's
   * margin); `timeoutMs` when not given.
   */
  stallMs?: (req: Request, res: Response) => number | undefined;
  /** Keep-alive agent shared by the calls to this upstream. */
  agent: http.Agent;
  logger: Logger;
  /**
   * The complete header set of the upstream request, built from the browser's: the proxy
   * forwards nothing else (no cookies, no hop-by-hop headers).
   */
  headers: (incoming: IncomingHttpHeaders, requestId: string) => IncomingHttpHeaders;
  /**
   * Sees each answer before it goes to the browser: its status, and the headers the browser
   * will get (which it may change).
   */
  onAnswer?: (answer: UpstreamAnswer, req: Request, res: Response) => void;
  /**
   * A request that went out whole and got no answer (none in time, or the connection broke
   * after it was sent): the upstream may have acted on it. Answers it and returns true (a
   * submit that may have placed the order), or returns false for the 502/504.
   */
  onUnanswered?: (req: Request, res: Response) => boolean;
}

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[]>;
}

const UPSTREAM_TIMEOUT = 'EUPSTREAMTIMEOUT';

/**
 * A HEAD's answer is the GET's status and headers, sent as soon as they came: Node sends a HEAD's
 * headers only when its answer ends, and a stream's GET never ends. The rest of the upstream's
 * answer is not read (its connection closes).
 */
function answerHead(proxyRes: http.IncomingMessage, res: Response): void {
  res.writeHead(proxyRes.statusCode ?? 502, proxyRes.headers as http.OutgoingHttpHeaders).end();
  proxyRes.destroy();
}

function timeoutError(timeoutMs: number): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`upstream gave no answer within ${timeoutMs} ms`);
  error.code = UPSTREAM_TIMEOUT;
  return error;
}

export { createUpstreamAgent } from './agents';

/** An answer whose headers came gets its own allowance for a stall, if it has one (a stream's). */
function allowStall(proxyReq: ClientRequest | undefined, stallMs: number | undefined): void {
  if (stallMs === undefined) return;
  proxyReq?.setTimeout(stallMs, () => proxyReq.destroy(timeoutError(stallMs)));
}

function isResponse(value: Response | Socket): value is Response {
  return typeof (value as Response).writeHead === 'function';
}

/** §8: a failure the browser cannot read a message from shows the connection-issue text. */
export function sendConnectionIssue(res: Response, status: 502 | 504): void {
  res.status(status).set('cache-control', 'no-store').json({ message: CONNECTION_ISSUE });
}

/**
 * The body goes upstream only as read ahead (size limit, `bufferBody`), from memory and with
 * its exact length: http-proxy pipes `req` into the upstream request, so `pipe` writes the
 * buffer. A body that was not read ahead is never streamed: without its framing headers (not
 * forwarded) its bytes would reach a pooled upstream connection as a second request.
 */
function sendReadAhead(req: Request): void {
  const body = bufferedBody(req);
  delete req.headers['transfer-encoding'];
  if (body) req.headers['content-length'] = String(body.length);
  else delete req.headers['content-length'];
  req.pipe = (<T extends NodeJS.WritableStream>(destination: T): T => {
    if (body) destination.end(body);
    else destination.end();
    return destination;
  }) as typeof req.pipe;
}

/**
 * Streams a request to an upstream and its answer back, bodies untouched (upstream 4xx and
 * 5xx included). Refused connections and resets answer 502, no answer in time 504, both at
 * once and with the §8 connection-issue JSON, unless `onUnanswered` answers a request that
 * was sent.
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const { name, logger } = options;
  const timeouts = new WeakMap<Request, number>();
  const timeoutOf = (req: Request) => timeouts.get(req) ?? 0;
  const upstreamRequests = new WeakMap<Request, ClientRequest>();
  const deadlines = new WeakMap<Request, NodeJS.Timeout>();
  /** Cookies are `Secure` unless the site is on localhost (from the Host header, read first). */
  const secureCookies = new WeakMap<Request, boolean>();
  /** Requests handed whole to their upstream connection: the upstream may have acted on them. */
  const sent = new WeakSet<Request>();

  const fail = (error: NodeJS.ErrnoException, req: Request, res: Response | Socket) => {
    clearTimeout(deadlines.get(req));
    if (!isResponse(res)) {
      res.destroy();
      return;
    }
    if (res.writableEnded) return;
    const log = (status: number) =>
      logger.warn(
        {
          requestId: contextOf(res).requestId,
          upstream: name,
          code: error.code ?? error.name,
          status,
        },
        'upstream failed',
      );
    if (res.headersSent) {
      // Part of the upstream answer is already out: all the browser can be told is that it broke.
      log(res.statusCode);
      res.destroy();
      return;
    }
    if (sent.has(req) && options.onUnanswered?.(req, res)) {
      log(res.statusCode);
      return;
    }
    const status = error.code === UPSTREAM_TIMEOUT ? 504 : 502;
    log(status);
    sendConnectionIssue(res, status);
  };

  const proxyWith = (method?: string) =>
    createProxyMiddleware<Request, Response>({
      ...(method ? { method } : {}),
      target: options.target,
      changeOrigin: true,
      agent: options.agent,
      xfwd: false,
      on: {
        proxyReq: (proxyReq, req) => {
          upstreamRequests.set(req, proxyReq);
          // Emitted once the whole request is on the connection: a refused or never-made
          // connection sends nothing, so nothing upstream can have happened.
          proxyReq.once('finish', () => sent.add(req));
          // A stall of the connection at any later point (a body that stops midway) also ends it.
          const timeoutMs = timeoutOf(req);
          proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(timeoutError(timeoutMs)));
        },
        proxyRes: (proxyRes, req, res) => {
          clearTimeout(deadlines.get(req));
          allowStall(upstreamRequests.get(req), options.stallMs?.(req, res));
          // Runs before http-proxy copies the headers: what is left here is what the browser gets.
          const kept = filterResponseHeaders(proxyRes.headers, {
            secureCookies: secureCookies.get(req) ?? true,
          });
          options.onAnswer?.({ status: proxyRes.statusCode ?? 0, headers: kept }, req, res);
          for (const header of Object.keys(proxyRes.headers)) delete proxyRes.headers[header];
          Object.assign(proxyRes.headers, kept);
          // Otherwise http-proxy answers `keep-alive` even to a client that asked to close.
          if (!res.shouldKeepAlive) proxyRes.headers.connection = 'close';
          if (req.method === 'HEAD') answerHead(proxyRes, res);
        },
        error: fail,
      },
    });
  const proxy = proxyWith();
  // A HEAD goes upstream as its GET: the browser gets that answer's status and headers
  // whatever the upstream does with HEAD (Node drops the body of an answer to a HEAD).
  const proxyHead = proxyWith('GET');

  return (req, res, next) => {
    const { requestId } = contextOf(res);
    const timeoutMs =
      typeof options.timeoutMs === 'function'
        ? options.timeoutMs(req, res)
        : timeLeftMs(res, options.timeoutMs);
    // Sent this late, the call would be done upstream and answered here as failed.
    if (timeoutMs < SEND_AT_LEAST_MS) {
      fail(timeoutError(timeoutMs), req, res);
      return;
    }
    timeouts.set(req, timeoutMs);
    secureCookies.set(req, !isLocalRequest(req));
    // http-proxy copies `req.headers` into the upstream request: replace them by the
    // complete outgoing set, before any byte leaves.
    req.headers = options.headers(req.headers, requestId);

    sendReadAhead(req);

    // Until the upstream's response headers arrive, connecting included (a socket timeout
    // only starts once connected).
    const deadline = setTimeout(() => {
      const proxyReq = upstreamRequests.get(req);
      if (proxyReq) proxyReq.destroy(timeoutError(timeoutMs));
      else fail(timeoutError(timeoutMs), req, res);
    }, timeoutMs);
    deadlines.set(req, deadline);
    res.once('close', () => clearTimeout(deadline));

    return (req.method === 'HEAD' ? proxyHead : proxy)(req, res, next);
  };
}
