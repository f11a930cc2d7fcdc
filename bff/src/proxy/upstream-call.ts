import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Response } from 'express';
import type { Logger } from '../logging/logger';
import { SEND_AT_LEAST_MS } from '../logging/request-context';
import { filterResponseHeaders } from './response-headers';
import { sendConnectionIssue } from './upstream-proxy';

/** An upstream that could not be reached (502) or did not answer in time (504). */
export class UpstreamError extends Error {
  constructor(
    readonly status: 502 | 504,
    readonly code: string,
  ) {
    super(status === 504 ? 'upstream timeout' : `upstream unreachable (${code})`);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface UpstreamCall {
  url: string;
  method: string;
  headers: OutgoingHttpHeaders;
  body?: Buffer | string;
  /** The whole exchange, connecting included, must be over within this time. */
  timeoutMs: number;
  agent: http.Agent;
  /** A bigger answer is treated as a broken upstream (502). */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * One request to an upstream, its answer read whole (for the calls whose body the BFF reads
 * or sends itself: bot check, member check, forms, marketing automation). Never rejects with
 * anything but an `UpstreamError`.
 */
export function callUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  const maxBytes = call.maxBytes ?? DEFAULT_MAX_BYTES;
  // Sent this late, the call would be done upstream and answered here as failed.
  if (call.timeoutMs < SEND_AT_LEAST_MS) return Promise.reject(new UpstreamError(504, 'ETIMEDOUT'));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error: UpstreamError | undefined, answer?: UpstreamAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve(answer as UpstreamAnswer);
    };
    const body =
      call.body === undefined || Buffer.isBuffer(call.body)
        ? call.body
        : Buffer.from(call.body, 'utf8');
    const headers: OutgoingHttpHeaders = { ...call.headers };
    if (body !== undefined) headers['content-length'] = String(body.length);

    const transport = new URL(call.url).protocol === 'https:' ? https : http;
    const request = transport.request(call.url, {
      method: call.method,
      headers,
      agent: call.agent,
    });
    const deadline = setTimeout(() => {
      settle(new UpstreamError(504, 'ETIMEDOUT'));
      request.destroy();
    }, call.timeoutMs);

    request.on('error', (error: NodeJS.ErrnoException) => {
      settle(new UpstreamError(502, error.code ?? error.name));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          settle(new UpstreamError(502, 'ETOOLARGE'));
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        settle(new UpstreamError(502, error.code ?? error.name));
      });
      response.on('aborted', () => settle(new UpstreamError(502, 'ECONNRESET')));
      response.on('end', () => {
        settle(undefined, {
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    request.end(body);
  });
}

/** Sends an answer read whole, with headers already filtered (`filterResponseHeaders`). */
export function sendAnswer(
  res: Response,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer,
): void {
  res.status(status);
  for (const [name, value] of Object.entries(headers)) {
    // The body is sent as held here: its own length.
    if (name === 'content-length') continue;
    // Added to, not replacing, a cookie the BFF set itself (the marketing device alias).
    if (name === 'set-cookie') res.append(name, value);
    else res.setHeader(name, value);
  }
  res.setHeader('content-length', String(body.length));
  res.end(body);
}

/** Sends an upstream's answer to the browser, with the response header rules of the proxy. */
export function relayAnswer(
  res: Response,
  answer: UpstreamAnswer,
  options: { secureCookies: boolean },
): void {
  sendAnswer(res, answer.status, filterResponseHeaders(answer.headers, options), answer.body);
}

/**
 * The answer to a failed upstream call: 502/504 with the §8 connection-issue JSON, logged
 * with its code (never the URL, which may carry personal data in its query).
 */
export function answerUpstreamFailure(
  res: Response,
  error: unknown,
  context: { upstream: string; requestId: string; logger: Logger },
): void {
  const failure = error instanceof UpstreamError ? error : new UpstreamError(502, 'EUNKNOWN');
  context.logger.warn(
    {
      requestId: context.requestId,
      upstream: context.upstream,
      code: failure.code,
      status: failure.status,
    },
    'upstream failed',
  );
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendConnectionIssue(res, failure.status);
}
