import { Trans, useTranslation } from 'react-i18next';
import { readSiteConfig, siteUrl, type Channel } from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * A past order of the other site's menu: where to order it again, with the way there (the
 * catering site, or the consumer site's origin), so the answer is no dead end.
 */
export function OtherSiteMessage({ site }: { site: Channel }) {
  const { t } = useTranslation(NS);
  const href = siteUrl(site, readSiteConfig(), window.location);
  return (
    <p>
      <Trans
        t={t}
        i18nKey={site === 'catering' ? 'orderOnCateringSite' : 'orderOnMainSite'}
        components={{ site: <a href={href} /> }}
      />
    </p>
  );
}
