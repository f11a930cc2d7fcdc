import { cateringSiteUrl, type Channel, type SiteConfig } from '@qsr/shared-contracts';

/** Where a site's own link leads: the catering site, or the consumer site's origin. */
export function siteUrl(
  site: Channel,
  config: Pick<SiteConfig, 'cateringPort' | 'consumerOrigin'>,
  origin: { protocol: string; hostname: string },
): string {
  return site === 'catering' ? cateringSiteUrl(origin, config.cateringPort) : config.consumerOrigin;
}
