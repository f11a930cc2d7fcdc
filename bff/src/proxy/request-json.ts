import { MIMEType } from 'node:util';
import type { Request, RequestHandler } from 'express';
import { sendApiError } from './api-error';
import { CharsetRefusal, decodeJsonText } from './json-text';
import { bufferBody, bufferedBody } from './request-body';
import { JsonRefusal, parseStrictJson } from './strict-json';

/**
 * The one reading of a JSON request body at the door. The BFF decodes and parses each body
 * once (`json-text.ts`, `strict-json.ts`); its limits and checks read that value, and the
 * ordering API is sent the BFF's own serialisation of it, so that no reader behind the door
 * can take the request for another.
 */

export type BodyReading =
  | { kind: 'json'; value: object }
  | { kind: 'not-json' }
  | { kind: 'refused'; status: 400 | 415; message: string };

export const SEND_JSON = 'Send the call as JSON.';
export const CANONICAL_JSON_TYPE = 'application/json; charset=utf-8';

const refused = (status: 400 | 415, message: string): BodyReading => ({
  kind: 'refused',
  status,
  message,
});

/** The parsed `content-type`; undefined when it cannot be read. */
function mediaTypeOf(header: string): MIMEType | undefined {
  try {
    return new MIMEType(header);
  } catch {
    return undefined;
  }
}

/**
 * Reads the bytes of a request's body: a JSON body becomes its value, a body of another type
 * is `not-json`, and what the door cannot read unambiguously is refused (two content types,
 * an unreadable one, an unknown charset, undecodable bytes, JSON that `strict-json` refuses).
 */
export function readBody(req: Request, bytes: Buffer): BodyReading {
  const types = req.headersDistinct['content-type'] ?? [];
  if (types.length > 1) return refused(400, 'Send one content type.');
  const header = types[0];
  if (header === undefined) return { kind: 'not-json' };
  const type = mediaTypeOf(header);
  if (!type) return refused(415, 'Unsupported content type.');
  // Readers differ on which of two charsets counts (the first, the last): neither is guessed.
  if (
    header
      .toLowerCase()
      .split(';')
      .filter((part) => /^\s*charset\s*=/.test(part)).length > 1
  ) {
    return refused(400, 'Send one charset.');
  }
  if (type.essence !== 'application/json' && !type.subtype.endsWith('+json')) {
    return { kind: 'not-json' };
  }
  try {
    return {
      kind: 'json',
      value: parseStrictJson(decodeJsonText(bytes, type.params.get('charset') ?? undefined)),
    };
  } catch (error) {
    if (error instanceof CharsetRefusal) return refused(error.status, 'Unsupported charset.');
    if (error instanceof JsonRefusal) return refused(400, 'Bad request');
    throw error;
  }
}

const readings = new WeakMap<Request, object>();

/**
 * Reads the body once: a refusal is answered here (undefined: the request is done); a JSON
 * value is kept as the request's one reading (`requestJsonOf`).
 */
function readAnswering(
  req: Request,
  res: Parameters<RequestHandler>[1],
  bytes: Buffer,
): Exclude<BodyReading, { kind: 'refused' }> | undefined {
  const reading = readBody(req, bytes);
  if (reading.kind === 'refused') {
    sendApiError(res, reading.status, reading.message);
    return undefined;
  }
  if (reading.kind === 'json') readings.set(req, reading.value);
  return reading;
}

/** The JSON value the door read from this request's body; undefined when it has none. */
export function requestJsonOf(req: Request): object | undefined {
  return readings.get(req);
}

/**
 * For the ordering API, after `bufferBody`: a body is JSON or refused (415; every call of the
 * table sends JSON), and goes on as the BFF's own UTF-8 serialisation of what it read, with
 * its type and length. An empty body goes on empty and without a type.
 */
export function canonicalJsonBody(): RequestHandler {
  return (req, res, next) => {
    const bytes = bufferedBody(req);
    if (!bytes || bytes.length === 0) {
      delete req.headers['content-type'];
      next();
      return;
    }
    const reading = readAnswering(req, res, bytes);
    if (!reading) return;
    if (reading.kind === 'not-json') {
      sendApiError(res, 415, SEND_JSON);
      return;
    }
    req.body = Buffer.from(JSON.stringify(reading.value), 'utf8');
    req.headers['content-type'] = CANONICAL_JSON_TYPE;
    next();
  };
}

/**
 * A JSON body into `req.body` (the value, read as `readBody` reads it), up to `limitBytes`
 * (413 above); a refused body is answered here. No body, or one of another type, leaves
 * `req.body` undefined, for the route to refuse.
 */
export function jsonBody(limitBytes: number): RequestHandler[] {
  const read: RequestHandler = (req, res, next) => {
    const bytes = bufferedBody(req);
    req.body = undefined;
    if (!bytes || bytes.length === 0) {
      next();
      return;
    }
    const reading = readAnswering(req, res, bytes);
    if (!reading) return;
    if (reading.kind === 'json') req.body = reading.value;
    next();
  };
  return [bufferBody(limitBytes), read];
}
