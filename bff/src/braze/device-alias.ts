import { createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import { isLocalRequest } from '../security/local-host';

export const DEVICE_ALIAS_COOKIE = 'qsr_alias';
/** Only the marketing proxy reads it. */
const COOKIE_PATH = '/api/braze';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** The shape of the names this module makes: 16 random bytes, base64url. */
const ALIAS_NAME = /^[A-Za-z0-9_-]{22}$/;

/**
 * The anonymous device alias of a browser (§7.4 `alias_label: 'device'`), issued by the BFF:
 * a random name in a signed, HttpOnly, SameSite=Strict cookie (Secure except on localhost).
 * The browser cannot read it nor choose it, so no header or body field can claim another
 * browser's alias.
 */
export interface DeviceAliases {
  /**
   * This browser's alias name: the one of its cookie when the signature holds; otherwise a
   * new one, whose cookie is added to `res`.
   */
  of(req: Request, res: Response): string;
}

export function deviceAliases(secret: string | undefined): DeviceAliases {
  // A key of its own, so that a value signed for another cookie never passes here. Without a
  // configured secret, one of this process: aliases then last until it restarts.
  const key = secret
    ? createHmac('sha256', secret).update('braze device alias').digest('base64url')
    : randomBytes(32).toString('base64url');

  const signedName = (req: Request): string | undefined => {
    const raw = req.headers.cookie;
    const value = raw ? parseCookies(raw)[DEVICE_ALIAS_COOKIE] : undefined;
    const name = value === undefined ? false : unsign(value, key);
    return name && ALIAS_NAME.test(name) ? name : undefined;
  };

  return {
    of(req, res) {
      const known = signedName(req);
      if (known) return known;
      const name = randomBytes(16).toString('base64url');
      res.append(
        'set-cookie',
        serializeCookie(DEVICE_ALIAS_COOKIE, sign(name, key), {
          httpOnly: true,
          secure: !isLocalRequest(req),
          sameSite: 'strict',
          path: COOKIE_PATH,
          maxAge: MAX_AGE_SECONDS,
        }),
      );
      return name;
    },
  };
}
