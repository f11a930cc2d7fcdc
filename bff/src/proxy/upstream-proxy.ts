import http, { type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { CONNECTION_ISSUE } from '../contracts';
import type { Logger } from '../logging/logger';
import { contextOf } from '../logging/request-context';

export interface UpstreamProxyOptions {
  /** Short name for the logs, for example `ordering-v1`. */
  name: string;
  /** Base URL; the request's path below the mount point is appended, its query kept. */
  target: string;
  /** No response headers within this time (or a stall this long afterwards): 504. */
  timeoutMs: number;
  /** Keep-alive agent shared by the calls to this upstream. */
  agent: http.Agent;
  logger: Logger;
  /**
   * The complete header set of the upstream request, built from the browser's: the proxy
   * forwards nothing else (no cookies, no hop-by-hop headers).
   */
  headers: (incoming: IncomingHttpHeaders, requestId: string) => IncomingHttpHeaders;
}

const UPSTREAM_TIMEOUT = 'EUPSTREAMTIMEOUT';

function timeoutError(timeoutMs: number): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`upstream gave no answer within ${timeoutMs} ms`);
  error.code = UPSTREAM_TIMEOUT;
  return error;
}

/** A keep-alive agent for an upstream base URL. */
export function createUpstreamAgent(target: string): http.Agent {
  const options: http.AgentOptions = {
    keepAlive: true,
    keepAliveMsecs: 1000,
    maxFreeSockets: 32,
    // Idle pooled sockets are dropped after 4 s, or a second before the server's own
    // keep-alive timeout when it announces one, so a reused socket is rarely reset.
    timeout: 4000,
  };
  return new URL(target).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

function isResponse(value: Response | Socket): value is Response {
  return typeof (value as Response).writeHead === 'function';
}

/** §8: a failure the browser cannot read a message from shows the connection-issue text. */
export function sendConnectionIssue(res: Response, status: 502 | 504): void {
  res.status(status).set('cache-control', 'no-store').json({ message: CONNECTION_ISSUE });
}

/**
 * Streams a request to an upstream and its answer back, bodies untouched (upstream 4xx and
 * 5xx included). Refused connections and resets answer 502, no answer in time 504, both at
 * once and with the §8 connection-issue JSON.
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const { name, timeoutMs, logger } = options;
  const upstreamRequests = new WeakMap<Request, ClientRequest>();
  const deadlines = new WeakMap<Request, NodeJS.Timeout>();

  const fail = (error: NodeJS.ErrnoException, req: Request, res: Response | Socket) => {
    clearTimeout(deadlines.get(req));
    if (!isResponse(res)) {
      res.destroy();
      return;
    }
    if (res.writableEnded) return;
    const status = error.code === UPSTREAM_TIMEOUT ? 504 : 502;
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
      res.destroy();
      return;
    }
    sendConnectionIssue(res, status);
  };

  const proxy = createProxyMiddleware<Request, Response>({
    target: options.target,
    changeOrigin: true,
    agent: options.agent,
    xfwd: false,
    on: {
      proxyReq: (proxyReq, req) => {
        upstreamRequests.set(req, proxyReq);
        // A stall of the connection at any later point (a body that stops midway) also ends it.
        proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(timeoutError(timeoutMs)));
      },
      proxyRes: (_proxyRes, req) => {
        clearTimeout(deadlines.get(req));
      },
      error: fail,
    },
  });

  return (req, res, next) => {
    const { requestId } = contextOf(res);
    // http-proxy copies `req.headers` into the upstream request: replace them by the
    // complete outgoing set, before any byte leaves.
    req.headers = options.headers(req.headers, requestId);

    // Until the upstream's response headers arrive, connecting included (a socket timeout
    // only starts once connected).
    const deadline = setTimeout(() => {
      const proxyReq = upstreamRequests.get(req);
      if (proxyReq) proxyReq.destroy(timeoutError(timeoutMs));
      else fail(timeoutError(timeoutMs), req, res);
    }, timeoutMs);
    deadlines.set(req, deadline);
    res.once('close', () => clearTimeout(deadline));

    return proxy(req, res, next);
  };
}
