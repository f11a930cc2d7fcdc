import type { RequestHandler } from 'express';
import { sendApiError } from '../proxy/api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (name and port) of an `Origin` header; undefined for `null` or anything unreadable. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Another site's page cannot change anything through the API (OWASP CSRF cheat sheet: Fetch
 * Metadata, then Origin): a call that is not a read is refused with 403 when the browser says
 * it comes from another site (`Sec-Fetch-Site` cross-site or same-site, a sibling host), or its
 * `Origin` is not this host (an opaque `null` origin included). A call without either header is
 * not from a browser page and carries no ambient credential worth forging: the session cookie
 * alone is none (see the session door).
 */
export function refuseCrossSite(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const host = req.headers.host?.toLowerCase();
    const foreignOrigin =
      origin !== undefined && (originHost(origin) === undefined || originHost(origin) !== host);
    if (site === 'cross-site' || site === 'same-site' || foreignOrigin) {
      sendApiError(res, 403, 'Forbidden');
      return;
    }
    next();
  };
}
