/**
 * The access token of an `authorization` header, read as the ordering API reads it: the
 * scheme `Bearer` in any case, then spaces, then one token, with spaces around ignored. Every
 * check of the BFF (revocation, sign-out, limits, marketing calls) reads tokens here, so a
 * `bearer` or `BEARER` header is the same member as `Bearer`.
 */

const BEARER = /^\s*bearer\s+(\S+)\s*$/i;
const MAX_TOKEN_LENGTH = 4096;

const fits = (token: string | undefined) =>
  token !== undefined && token.length <= MAX_TOKEN_LENGTH ? token : undefined;

/** The token of `Bearer <token>` (any case, any spaces); undefined for anything else. */
export function bearerTokenOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  return fits(BEARER.exec(header)?.[1]);
}

/** A header that carries the token bare or as `Bearer <token>` (the marketing proxy's). */
export function memberTokenOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const bare = header.trim();
  if (/^\S+$/.test(bare) && !/^bearer$/i.test(bare)) return fits(bare);
  return bearerTokenOf(header);
}

/** The one form of the header that goes upstream. */
export const bearerHeader = (token: string) => `Bearer ${token}`;
