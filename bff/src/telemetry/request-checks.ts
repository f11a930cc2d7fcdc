import type { Channel } from '@qsr/shared-contracts/core';
import type { Request } from 'express';

function originOf(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a beacon may come from where the browser says it does. `sendBeacon` sends `Origin`
 * and `Sec-Fetch-Site`: another site (or a sibling host) is refused, and a present `Origin`
 * must be the channel's public origin, so a page of the consumer site cannot report as
 * catering. Outside production an `Origin` naming the request's own host also passes (a
 * developer on 127.0.0.1 or a mapped port). No `Origin` at all is no browser page: it passes,
 * and the schema, the versions and the rate limit still apply.
 */
export function fromOwnSite(
  req: Request,
  channel: Channel,
  publicOrigins: Record<Channel, string>,
  development: boolean,
): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  const header = req.headers.origin;
  if (header === undefined) return true;
  const origin = originOf(header);
  if (origin === undefined) return false;
  if (origin === originOf(publicOrigins[channel])) return true;
  return development && new URL(origin).host === req.headers.host?.toLowerCase();
}

/**
 * The browser's privacy signals: Global Privacy Control (`Sec-GPC: 1`) or Do Not Track
 * (`DNT: 1`). The site has no consent banner, so either one means: keep nothing of this visit.
 */
export function declinesTracking(req: Request): boolean {
  const signal = (name: string) => req.headersDistinct[name]?.some((value) => value.trim() === '1');
  return Boolean(signal('sec-gpc') || signal('dnt'));
}
