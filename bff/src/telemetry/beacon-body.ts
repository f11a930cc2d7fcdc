import { MIMEType } from 'node:util';
import express, { type Request, type Response } from 'express';
import { JsonRefusal, parseStrictJson } from '../proxy/strict-json';
import type { NotKeptReason } from './refusals';

/** `sendBeacon` with a string sends `text/plain;charset=UTF-8`; a Blob may say JSON. */
const ACCEPTED_TYPES = new Set(['text/plain', 'application/json']);

export type BodyOutcome =
  { ok: true; value: object } | { ok: false; reason: NotKeptReason; message: string };

const refused = (reason: NotKeptReason, message: string): BodyOutcome => ({
  ok: false,
  reason,
  message,
});

/**
 * Whether the declared type is one a beacon sends: text/plain or application/json, in UTF-8
 * (or no charset, read as UTF-8). Any other charset is refused, not converted: the reporter
 * only ever sends UTF-8, so another one says the request is not from it.
 */
export function typeRefusal(req: Request): BodyOutcome | undefined {
  const header = req.headers['content-type'];
  let type: MIMEType;
  try {
    type = new MIMEType(header ?? '');
  } catch {
    return refused('unsupported-type', 'Send text/plain or application/json.');
  }
  if (!ACCEPTED_TYPES.has(type.essence)) {
    return refused('unsupported-type', 'Send text/plain or application/json.');
  }
  const charset = type.params.get('charset')?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return refused('unsupported-charset', 'Send UTF-8.');
  }
  return undefined;
}

/** The bytes as express reads them: at most `limitBytes`, never inflated (beacons are not compressed). */
function rawBytes(
  req: Request,
  res: Response,
  limitBytes: number,
): Promise<Buffer | { status: number }> {
  const parse = express.raw({ type: () => true, limit: limitBytes, inflate: false });
  return new Promise((resolve) => {
    parse(req, res, (error?: unknown) => {
      if (error) {
        const status = (error as { status?: unknown }).status;
        resolve({ status: typeof status === 'number' ? status : 400 });
        return;
      }
      const body: unknown = req.body;
      resolve(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    });
  });
}

/**
 * The body read by the BFF itself (no global parser runs on `/api`): capped at `limitBytes`
 * whether announced or chunked (413), decoded as strict UTF-8 and parsed as strict JSON
 * (`strict-json.ts`: no duplicate keys, no `__proto__`, no lone surrogates).
 */
export async function readBeaconBody(
  req: Request,
  res: Response,
  limitBytes: number,
): Promise<BodyOutcome> {
  const bytes = await rawBytes(req, res, limitBytes);
  if (!Buffer.isBuffer(bytes)) {
    if (bytes.status === 413) return refused('too-large', `Send at most ${limitBytes} bytes.`);
    if (bytes.status === 415) return refused('unsupported-type', 'Send the batch uncompressed.');
    return refused('malformed', 'The body could not be read.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refused('malformed', 'The body is not UTF-8.');
  }
  try {
    return { ok: true, value: parseStrictJson(text) };
  } catch (error) {
    if (error instanceof JsonRefusal || error instanceof SyntaxError) {
      return refused('malformed', 'The body is not JSON.');
    }
    throw error;
  }
}
