import { useTranslation } from 'react-i18next';
import { readSiteConfig, type Channel } from '@qsr/shared-contracts';
import { siteUrl } from './site-url';
import { NS } from '../strings';

/**
 * A past order of the other site's menu: where to order it again, with the way there (the
 * catering site, or the consumer site's origin), so the answer is no dead end. The words mark
 * the link's part with <site>…</site>; react-i18next's Trans is not in the host's shared subset,
 * and one link does not need it.
 */
export function OtherSiteMessage({ site }: { site: Channel }) {
  const { t } = useTranslation(NS);
  const href = siteUrl(site, readSiteConfig(), window.location);
  const words: string = t(site === 'catering' ? 'orderOnCateringSite' : 'orderOnMainSite');
  const [before = '', link = '', after = ''] = words.split(/<\/?site>/);
  return (
    <p>
      {before}
      <a href={href}>{link}</a>
      {after}
    </p>
  );
}
