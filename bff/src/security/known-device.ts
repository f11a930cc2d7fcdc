import { createHmac, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import { accountKey } from './attempt-limits';
import { isLocalRequest } from './local-host';

export const KNOWN_DEVICE_COOKIE = 'qsr_device';
/** Only the member calls need it (sign-in reads it, sign-in and verification set it). */
const COOKIE_PATH = '/api/v1/members';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * The "known device" marker (NIST 800-63B section 5.2.2): a device an account signed in from before
 * keeps signing in while others guess that account's password. A signed, HttpOnly,
 * SameSite=Strict cookie (Secure except on localhost) holding a random device id and a tag of
 * the account (an HMAC of its hash, so the cookie does not tell whose account it is).
 */
export interface KnownDevices {
  /** The device id, when the request carries a valid marker for this account. */
  of(req: Request, account: string): string | undefined;
  /** The `Set-Cookie` value after a sign-in to `account`: the same device id when known. */
  cookieAfterSignIn(req: Request, account: string): string;
}

export function knownDevices(secret: string | undefined): KnownDevices {
  // Without a configured secret, one of this process: markers then last until it restarts.
  const key = secret ?? randomBytes(32).toString('base64url');
  const tagOf = (account: string) =>
    createHmac('sha256', key).update(accountKey(account)).digest('base64url').slice(0, 22);

  /** The marker's device id and account tag, if its signature holds. */
  const markerOf = (req: Request): { device: string; tag: string } | undefined => {
    const raw = req.headers.cookie;
    if (!raw) return undefined;
    const value = parseCookies(raw)[KNOWN_DEVICE_COOKIE];
    const signed = value === undefined ? false : unsign(value, key);
    if (!signed) return undefined;
    const [device, tag] = signed.split('.');
    return device && tag ? { device, tag } : undefined;
  };

  return {
    of(req, account) {
      const marker = markerOf(req);
      return marker && marker.tag === tagOf(account) ? marker.device : undefined;
    },
    cookieAfterSignIn(req, account) {
      const device = markerOf(req)?.device ?? randomBytes(16).toString('base64url');
      return serializeCookie(KNOWN_DEVICE_COOKIE, sign(`${device}.${tagOf(account)}`, key), {
        httpOnly: true,
        secure: !isLocalRequest(req),
        sameSite: 'strict',
        path: COOKIE_PATH,
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}
