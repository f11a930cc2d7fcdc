import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { actions, useAppState } from '@qsr/shared-contracts';
import { useHostChannel } from '../channel/use-host-channel';
import { LocationLink } from '../header/LocationLink';
import { NavItemLink } from '../header/NavItemLink';
import { useSignInReturn } from '../header/use-sign-in-return';
import { CloseIcon } from '../icons/icons';
import { LanguageToggle } from '../language/LanguageToggle';
import { HandoffToggle } from '../handoff-toggle/HandoffToggle';
import { mobileMenuBottomLinks, mobileMenuLinks } from './mobile-menu-items';
import { buttonClass, Drawer, IconButton } from '@qsr/shared-ui';

const close = () => actions.setShowMobileMenu(false);

/**
 * §2.5 the slide-in mobile menu: a modal dialog (focus kept inside, Escape closes), closed on
 * any route change and on any link followed inside it.
 */
export default function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { showMobileMenu, token, user, location, channel } = useAppState();
  const { catering } = useHostChannel();
  const keepReturn = useSignInReturn();
  if (!showMobileMenu) return null;
  const signedIn = token !== null;
  return (
    <Drawer
      open
      onClose={close}
      side="start"
      id="host-mobile-menu"
      className="host-mobile-menu"
      aria-label={t('siteMenu')}
    >
      <div className="host-mobile-menu-top">
        {signedIn ? (
          <Link to="/account" className="host-profile-button" onClick={close}>
            {user?.first_name ? t('greeting', { name: user.first_name }) : t('profile')}
          </Link>
        ) : (
          !catering && (
            <Link
              to="/account/login"
              className={buttonClass()}
              onClick={() => {
                keepReturn();
                close();
              }}
            >
              {t('signInOrSignUp')}
            </Link>
          )
        )}
        <IconButton label={t('closeMenu')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </div>
      <nav aria-label={t('mobileNavigation')}>
        <ul className="host-mobile-links">
          {mobileMenuLinks(channel, signedIn).map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} onNavigate={close} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageToggle />
      <div className="host-mobile-order">
        <LocationLink withModes={false} />
        {location && !pathname.startsWith('/locations') && (
          <HandoffToggle placement="mobile-menu" />
        )}
        <Link to="/order" className={buttonClass()} onClick={close}>
          {t('orderNow')}
        </Link>
      </div>
      <ul className="host-mobile-bottom-links">
        {mobileMenuBottomLinks(channel).map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} onNavigate={close} />
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
