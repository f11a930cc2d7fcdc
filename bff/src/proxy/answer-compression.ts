import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import type { OrderingCallName } from '@qsr/shared-contracts/core';
import { allowedCallOf } from './allowed-calls';

/**
 * Calls whose answer carries a secret (a member's token set, a card's one-time token) next to
 * what the browser sent (the e-mail, the name): compressed, the answer's size would tell an
 * attacker who can add text to the request and watch the sizes whether a guess of the secret
 * matches (BREACH). They go out as the upstream sent them.
 */
export const SECRET_ANSWERS: ReadonlySet<OrderingCallName> = new Set<OrderingCallName>([
  'createUser',
  'verifyUser',
  'loginUser',
  'loginWithSso',
  'createPaymentToken',
]);

/** Whether an ordering answer may be compressed: a call of the table, carrying no secret. */
export function mayCompressAnswer(req: Request, res: Response): boolean {
  const allowed = allowedCallOf(res);
  if (!allowed || SECRET_ANSWERS.has(allowed.name)) return false;
  // A stream of events goes out event by event, as it came.
  if (allowed.call.stream) return false;
  // A cookie is a secret too, whatever the call.
  if (res.getHeader('set-cookie') !== undefined) return false;
  return compressibleType(req, res);
}

/** compression's own test: a compressible content type (JSON, SVG…). */
const compressibleType = compression.filter as unknown as (req: Request, res: Response) => boolean;

/**
 * gzip or brotli (by `accept-encoding`) for the ordering API's JSON answers that the upstream
 * sent uncompressed; an answer the upstream compressed passes as it came. Each piece the
 * upstream sends is flushed as it is compressed, so a streamed answer keeps streaming.
 * (`@types/compression` is typed against the Express 4 types hoisted at the root; the
 * middleware itself is framework-agnostic.)
 */
export function compressAnswers(): RequestHandler {
  return compression({
    filter: mayCompressAnswer as unknown as compression.CompressionFilter,
    flush: zlib.constants.Z_SYNC_FLUSH,
    brotli: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
  }) as unknown as RequestHandler;
}
