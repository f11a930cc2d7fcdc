import type { IncomingHttpHeaders } from 'node:http';
import { parseSetCookie, stringifySetCookie } from 'cookie';

/**
 * Response headers an upstream may send to the browser, besides `set-cookie` (rewritten
 * below). An allowlist: hop-by-hop headers (connection, keep-alive, transfer-encoding,
 * trailer, upgrade, proxy-*), anything the `connection` header names, redirects (`location`
 * points into the upstream's own URL space), and internal or fingerprinting headers (`server`,
 * `x-powered-by`, `via`, `x-request-id` of the upstream, security headers of its own) never
 * pass. The BFF's own `x-request-id` and security headers are the ones the browser sees.
 */
export const FORWARDED_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'accept-ranges',
  'age',
  'allow',
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-range',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
  'vary',
  'www-authenticate',
  // Pagination of the content service (Storyblok CDN shape).
  'total',
  'per-page',
]);

/** Headers that only describe one connection (RFC 9110 §7.6.1). */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Upstream values pass as they came: neither decoded nor encoded again, only validated. */
const asItCame = (value: string) => value;

/**
 * An upstream cookie, scoped to the site: its `Domain` is dropped (host-only), `Path=/`,
 * `HttpOnly`, `SameSite=Lax`, and `Secure` unless the site is served on localhost. Only
 * `Expires` and `Max-Age` of the upstream's attributes are kept. A malformed cookie (no name,
 * a name or value a cookie cannot have): undefined.
 */
export function scopeSetCookie(cookie: string, secure: boolean): string | undefined {
  const { name, value, expires, maxAge } = parseSetCookie(cookie, { decode: asItCame });
  try {
    return stringifySetCookie(
      { name, value, expires, maxAge, path: '/', httpOnly: true, sameSite: 'lax', secure },
      { encode: asItCame },
    );
  } catch {
    return undefined;
  }
}

/** The names a `connection` header lists: hop-by-hop for this one response. */
function connectionTokens(value: string | string[] | undefined): Set<string> {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    text
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** What of an upstream's response headers the browser gets. */
export function filterResponseHeaders(
  incoming: IncomingHttpHeaders,
  options: { secureCookies: boolean },
): Record<string, string | string[]> {
  const named = connectionTokens(incoming.connection);
  const outgoing: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || named.has(name) || HOP_BY_HOP_HEADERS.has(name)) continue;
    if (name === 'set-cookie') {
      const cookies = (Array.isArray(value) ? value : [value])
        .map((cookie) => scopeSetCookie(cookie, options.secureCookies))
        .filter((cookie): cookie is string => cookie !== undefined);
      if (cookies.length > 0) outgoing['set-cookie'] = cookies;
      continue;
    }
    if (FORWARDED_RESPONSE_HEADERS.has(name)) outgoing[name] = value;
  }
  return outgoing;
}
