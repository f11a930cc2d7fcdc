import type { Request } from 'express';
import { serialize as serializeCookie } from 'cookie';
import { isLocalRequest } from './local-host';

/** A year: as long as the host keeps the cookies it writes (shared-contracts `writeCookie`). */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A site-wide cookie kept for a year, as the BFF sets it on a page's answer: `SameSite=Lax`,
 * `Secure` everywhere but the developer's own machine (plain HTTP there); `httpOnly` when no
 * script may read it.
 */
export function yearCookie(
  req: Request,
  name: string,
  value: string,
  { httpOnly = false }: { httpOnly?: boolean } = {},
): string {
  return serializeCookie(name, value, {
    httpOnly,
    secure: !isLocalRequest(req),
    sameSite: 'lax',
    path: '/',
    maxAge: YEAR_SECONDS,
  });
}
