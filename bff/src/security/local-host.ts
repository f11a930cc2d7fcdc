import type { Request } from 'express';
import { hostHeaderName } from '../channel/request-channel';

/**
 * Is this host name the developer's own machine? `localhost`, `*.localhost`
 * (`catering.localhost`), the IPv4 loopback range and `::1`. There the site runs over plain
 * HTTP, so HSTS, `upgrade-insecure-requests` and `Secure` cookies are left out.
 */
export function isLocalHostname(hostname: string | undefined): boolean {
  if (!hostname) return false;
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Addressed to a local host name by its Host header; never by `X-Forwarded-Host`
 * (`req.hostname` reads it behind a trusted proxy), so that header cannot drop HSTS. A missing
 * or unknown Host is not local.
 */
export function isLocalRequest(req: Request): boolean {
  return isLocalHostname(hostHeaderName(req.headers.host));
}
