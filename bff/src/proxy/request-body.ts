import express, { type Request, type RequestHandler, type Response } from 'express';

export const BODY_TOO_LARGE = 'Request body is too large.';

function sendJson(res: Response, status: number, message: string): void {
  res.status(status).set('cache-control', 'no-store').json({ message });
}

/** A body-parser failure as the JSON answer the §8 request helper shows. */
function sendBodyError(res: Response, error: unknown): void {
  const status = (error as { status?: unknown }).status;
  if (status === 413) sendJson(res, 413, BODY_TOO_LARGE);
  else if (status === 415) sendJson(res, 415, 'Unsupported content encoding.');
  else sendJson(res, 400, 'Bad request');
}

function withErrors(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    parser(req, res, (error?: unknown) => {
      if (error) sendBodyError(res, error);
      else next();
    });
  };
}

/**
 * Reads a request body of any type into `req.body` (a Buffer) up to `limitBytes`: bigger is
 * 413 before any upstream call, whether the size was announced (content-length) or not
 * (chunked). A compressed body (gzip, deflate, br) is inflated first and counted inflated.
 * A request without a body is left alone (`req.body` stays undefined).
 */
export function bufferBody(limitBytes: number): RequestHandler {
  return withErrors(express.raw({ type: () => true, limit: limitBytes }));
}

/** The buffered body of `bufferBody`, when there is one. */
export function bufferedBody(req: Request): Buffer | undefined {
  const body: unknown = req.body;
  return Buffer.isBuffer(body) ? body : undefined;
}

/** Does the request announce a body (chunked, or a non-zero length)? */
export function hasRequestBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
