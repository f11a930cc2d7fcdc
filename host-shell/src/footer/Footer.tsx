import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { slugify } from '@qsr/shared-contracts';
import { useHostChannel } from '../channel/use-host-channel';
import type { HostStringKey } from '../i18n/strings';
import { useSiteConfig } from '../site/site-config-context';
import { buttonClass } from '@qsr/shared-ui';

const AccessibilityPanel = lazy(() => import('../a11y/AccessibilityPanel'));

const SOCIAL = [
  ['Facebook', 'https://www.facebook.com/'],
  ['Instagram', 'https://www.instagram.com/'],
  ['X', 'https://x.com/'],
  ['TikTok', 'https://www.tiktok.com/@'],
  ['YouTube', 'https://www.youtube.com/@'],
] as const;

/** §2.4 footer links; /catering is hidden on the catering channel. */
export function footerLinks(catering: boolean): Array<[string, HostStringKey]> {
  return [
    ['/menu', 'menu'],
    ['/locations', 'locations'],
    ...(catering ? [] : [['/catering', 'catering'] as [string, HostStringKey]]),
    ['/about', 'about'],
    ['/foundation', 'foundation'],
    ['/gift', 'giftCards'],
    ['/digital-gifting', 'digitalGifting'],
    ['/menu/nutrition', 'nutrition'],
    ['/community-relations', 'community'],
    ['/careers', 'careers'],
    ['/contact', 'contactUs'],
    ['/terms-of-use', 'termsOfUse'],
    ['/privacy-policy', 'privacyPolicy'],
  ];
}

/** §2.4 the footer: links, social links, the accessibility button and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const { catering } = useHostChannel();
  const { brandName } = useSiteConfig();
  const [panelOpen, setPanelOpen] = useState(false);
  const handle = slugify(brandName).replace(/-/g, '');
  return (
    <footer className="host-footer">
      <nav aria-label={t('footerNavigation')}>
        <ul className="host-footer-links">
          {footerLinks(catering).map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="host-social" aria-label={t('followUs')}>
        {SOCIAL.map(([name, base]) => (
          <li key={name}>
            <a href={`${base}${handle}`} target="_blank" rel="noopener noreferrer">
              {name}
              <span className="ui-visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        onClick={() => setPanelOpen(true)}
      >
        {t('accessibility')}
      </button>
      {panelOpen && (
        <Suspense fallback={null}>
          <AccessibilityPanel onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
      <p className="host-copyright">
        {t('copyright', { year: new Date().getFullYear(), brand: brandName })}
      </p>
    </footer>
  );
}
