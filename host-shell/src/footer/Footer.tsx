import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppState } from '@qsr/shared-contracts';
import { useSiteConfig } from '../site/site-config-context';

/** §2.4 footer links; /catering is hidden on the catering channel. */
export function Footer() {
  const { t } = useTranslation();
  const { channel } = useAppState();
  const { brandName } = useSiteConfig();
  const links: Array<[string, string]> = [
    ['/menu', t('menu')],
    ['/locations', t('locations')],
    ...(channel === 'catering' ? [] : ([['/catering', t('catering')]] as Array<[string, string]>)),
    ['/about', t('about')],
    ['/foundation', t('foundation')],
    ['/gift', t('giftCards')],
    ['/digital-gifting', t('digitalGifting')],
    ['/menu/nutrition', t('nutrition')],
    ['/community-relations', t('community')],
    ['/careers', t('careers')],
    ['/contact', t('contactUs')],
    ['/terms-of-use', t('termsOfUse')],
    ['/privacy-policy', t('privacyPolicy')],
  ];
  return (
    <footer className="host-footer">
      <nav aria-label={t('footerNavigation')}>
        <ul className="host-footer-links">
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="host-copyright">
        {t('copyright', { year: new Date().getFullYear(), brand: brandName })}
      </p>
    </footer>
  );
}
