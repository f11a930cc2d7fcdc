import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { channelOfRequest, type ChannelRule } from '../channel/request-channel';
import { API_HEADERS, type Channel } from '@qsr/shared-contracts/core';
import type { Logger } from './logger';

/** What the BFF knows about a request, kept in `res.locals`. */
export interface RequestContext {
  requestId: string;
  channel: Channel;
  /**
   * When (`performance.now()`) the request must be answered by: its upstream calls share this
   * deadline (`timeLeftMs`), so that a chain of them (a bot check then a form, a member check
   * then a marketing call) ends in an answer within it, not within the sum of their timeouts.
   */
  answerBy: number;
}

const contexts = new WeakMap<Response, RequestContext>();

export function contextOf(res: Response): RequestContext {
  const context = contexts.get(res);
  if (!context) throw new Error('requestContext middleware has not run');
  return context;
}

/**
 * The time an upstream call of the request may take: at most `capMs` (its own timeout), and no
 * later than the request's answer deadline; 1 ms at least (a timeout of 0 would mean none).
 */
export function timeLeftMs(res: Response, capMs: number): number {
  const left = Math.floor(contextOf(res).answerBy - performance.now());
  return Math.max(1, Math.min(capMs, left));
}

/**
 * What an upstream call needs at least to be worth sending: with less (a body that took the
 * request's deadline to arrive), it is not sent and fails as not done, so that the customer's
 * "try again" cannot do it twice. A call that waits its own time (the submit) is sent.
 */
export const SEND_AT_LEAST_MS = 100;

/** A caller's request id is kept when it is a plain token; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** 13 to 19 digits, maybe grouped by spaces or dashes (also percent-encoded): a card number. */
const CARD_NUMBER = /\d(?:(?:[ -]|%20)?\d){12,18}/g;
/**
 * A group order's link and a guest's part are read by whoever holds them: the segment after
 * `group`, `groups` or `guests` is a credential, in any letter case. (An encoded slash reaches no
 * route of the upstream's, so it carries no secret.)
 */
const LINK_SECRET = /(\/(?:groups?|guests)\/)[^/]+/gi;
const MAX_LOGGED_PATH = 256;

/**
 * The path as logged: without its query (queries can carry personal data: an e-mail, a member
 * id), card-number-like digit runs and link secrets masked, and cut to a sane length.
 */
export function loggedPath(url: string): string {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  const masked = path.replace(CARD_NUMBER, '[redacted]').replace(LINK_SECRET, '$1[redacted]');
  return masked.length > MAX_LOGGED_PATH ? `${masked.slice(0, MAX_LOGGED_PATH)}…` : masked;
}

/**
 * First middleware: request id (kept or generated, echoed in the response), channel, and
 * one log line per request with method, path, status, duration and id. Never headers or bodies.
 */
export function requestContext(options: {
  channelRule: ChannelRule;
  logger: Logger;
  /** How long a request's upstream calls may take in all (`ANSWER_WITHIN_MS`). */
  answerWithinMs: number;
}): RequestHandler {
  const { channelRule, logger } = options;
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const context: RequestContext = {
      requestId: requestIdFrom(req.headers[API_HEADERS.requestId]),
      channel: channelOfRequest(req, channelRule),
      answerBy: performance.now() + options.answerWithinMs,
    };
    contexts.set(res, context);
    res.setHeader(API_HEADERS.requestId, context.requestId);

    let logged = false;
    const log = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        requestId: context.requestId,
        method: req.method,
        path: loggedPath(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        channel: context.channel,
        ...(aborted ? { aborted: true } : {}),
      };
      if (res.statusCode >= 500) logger.warn(entry, 'request');
      else logger.info(entry, 'request');
    };
    res.on('finish', () => log(false));
    res.on('close', () => log(!res.writableFinished));
    next();
  };
}
