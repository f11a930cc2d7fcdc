import type { SiteConfig } from '../site-config';
import type { Channel } from './channel';

/**
 * §2.3 the catering site as an outside link from the consumer site: the catering port on a
 * local host, else the `catering.` host name.
 */
export function cateringSiteUrl(
  origin: { protocol: string; hostname: string },
  cateringPort: string,
): string {
  const local = ['localhost', '127.0.0.1'].includes(origin.hostname);
  return local
    ? `${origin.protocol}//${origin.hostname}:${cateringPort}/`
    : `${origin.protocol}//catering.${origin.hostname.replace(/^www\./, '')}/`;
}

/** Where a site's own link leads: the catering site, or the consumer site's origin. */
export function siteUrl(
  site: Channel,
  config: Pick<SiteConfig, 'cateringPort' | 'consumerOrigin'>,
  origin: { protocol: string; hostname: string },
): string {
  return site === 'catering' ? cateringSiteUrl(origin, config.cateringPort) : config.consumerOrigin;
}
