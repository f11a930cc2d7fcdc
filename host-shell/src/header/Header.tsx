import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actions, cateringSiteUrl, useAppState } from '@qsr/shared-contracts';
import { EXTERNAL_SITES } from '../channel/host-config';
import { useHostChannel } from '../channel/use-host-channel';
import { BackToHomeLink } from '../exit-catering/BackToHomeLink';
import { BrandMark, MenuIcon } from '../icons/icons';
import { LanguageToggle } from '../language/LanguageToggle';
import { usePageRequest } from '../site/page-request';
import { useSiteConfig } from '../site/site-config-context';
import { AccountLinks } from './AccountLinks';
import { BoxButton } from './BoxButton';
import { ConfirmLocationPrompt } from './ConfirmLocationPrompt';
import { LocationLink } from './LocationLink';
import { NavItemLink } from './NavItemLink';
import { useConfirmPrompt } from './use-confirm-prompt';
import { buttonClass, IconButton } from '@qsr/shared-ui';

/** §2.3 the outside sites of the consumer header's top strip. */
function ExternalLinks() {
  const { t } = useTranslation();
  const { cateringPort } = useSiteConfig();
  const request = usePageRequest();
  const links: Array<[string, string]> = [
    [EXTERNAL_SITES.franchising, t('franchising')],
    [cateringSiteUrl(request, cateringPort), t('cateringSite')],
    [EXTERNAL_SITES.merchStore, t('merchStore')],
  ];
  return (
    <ul className="host-external-links">
      {links.map(([href, label]) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {label}
            <span className="ui-visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** §2.3 header: navigation by channel, account, location, Order Now and the box. */
export function Header() {
  const { t } = useTranslation();
  const { showMobileMenu, token } = useAppState();
  const { config, catering } = useHostChannel();
  const { brandName } = useSiteConfig();
  const confirmPrompt = useConfirmPrompt();
  return (
    <header className="host-header">
      {/* The language toggle sits with the other utilities in the strip, so that the main row
          holds in one line at 1280 px in Spanish too. */}
      <div className="host-header-strip">
        {catering ? <BackToHomeLink /> : <ExternalLinks />}
        {/* On both channels: a catering customer who chose Spanish can come back to English. */}
        <LanguageToggle className="host-desktop-only" />
      </div>
      <div className="host-header-main">
        <IconButton
          label={t('openMenu')}
          className="host-menu-toggle"
          aria-expanded={showMobileMenu}
          // The menu is in the page only while open: name it only then.
          aria-controls={showMobileMenu ? 'host-mobile-menu' : undefined}
          onClick={() => actions.setShowMobileMenu(true)}
        >
          <MenuIcon />
        </IconButton>
        {/* The name holds every visible word (WCAG 2.5.3): the channel's too. */}
        <Link
          to="/"
          className="host-brand"
          aria-label={`${catering ? `${brandName} ${t('catering')}` : brandName} — ${t('home')}`}
        >
          <BrandMark />
          {/* Words apart, "Biscuit Barn Catering", as shown and as named. */}
          <span className="host-brand-name">{brandName}</span>{' '}
          {catering && <span className="host-brand-channel">{t('catering')}</span>}
        </Link>
        <nav aria-label={t('mainNavigation')} className="host-nav">
          <ul>
            {config.headerNav.map((item) => (
              <li key={item.to}>
                {item.to === '/menu' && confirmPrompt ? (
                  <ConfirmLocationPrompt />
                ) : (
                  <NavItemLink item={item} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="host-header-actions">
          <LocationLink className="host-desktop-only" />
          {/* §2.5 keeps Sign In out of catering's mobile menu: a catering guest on a phone
              finds it here instead, or could never sign in. */}
          <span
            className={
              catering && !token ? 'host-account-links' : 'host-account-links host-desktop-only'
            }
          >
            <AccountLinks />
          </span>
          <Link
            to="/order"
            className={`${buttonClass({ variant: 'secondary' })} host-desktop-only`}
          >
            {t('orderNow')}
          </Link>
          <BoxButton />
        </div>
      </div>
    </header>
  );
}
