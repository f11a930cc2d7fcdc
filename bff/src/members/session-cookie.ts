import type { Request, Response } from 'express';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { contextOf } from '../logging/request-context';
import { isLocalRequest } from '../security/local-host';

/**
 * One cookie per channel: cookies do not tell ports apart, and on the developer's machine the
 * two channels are two ports of one host, each with its own sign-in (its own storage).
 */
const cookieName = (res: Response) =>
  contextOf(res).channel === 'catering' ? 'qsr_catering_session' : 'qsr_session';
/** Only the API calls carry it: no page, script or picture request does. */
const COOKIE_PATH = '/api';

/** The session id the request's cookie names, if it has one of a sane length. */
export function sessionIdOf(req: Request, res: Response): string | undefined {
  const raw = req.headers.cookie;
  if (!raw) return undefined;
  const id = parseCookies(raw)[cookieName(res)];
  return id && /^[\w-]{16,128}$/.test(id) ? id : undefined;
}

/**
 * The member's session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), Secure except on localhost, for as long as the tokens behind it live.
 */
export function sessionCookie(
  req: Request,
  res: Response,
  id: string,
  maxAgeSeconds: number,
): string {
  return serializeCookie(cookieName(res), id, {
    httpOnly: true,
    secure: !isLocalRequest(req),
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: maxAgeSeconds,
  });
}

/** The cookie that ends it in the browser (sign-out, a session that is gone). */
export function endedSessionCookie(req: Request, res: Response): string {
  return sessionCookie(req, res, '', 0);
}
