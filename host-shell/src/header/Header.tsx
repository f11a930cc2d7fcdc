import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { bus, useAppState } from '@qsr/shared-contracts';
import { BagIcon, BrandMark } from '../icons/icons';
import { LocationLink } from './LocationLink';
import { useSiteConfig } from '../site/site-config-context';

/** §2.3 header (first version: links, sign-in, the box button). */
export function Header() {
  const { t } = useTranslation();
  const { channel } = useAppState();
  const { brandName } = useSiteConfig();
  const catering = channel === 'catering';
  return (
    <header className="host-header">
      <Link to="/" className="host-brand" aria-label={`${brandName} — ${t('home')}`}>
        <BrandMark />
        <span className="host-brand-name">{brandName}</span>
        {catering && <span className="host-brand-channel">{t('catering')}</span>}
      </Link>
      <nav aria-label={t('mainNavigation')} className="host-nav">
        <NavLink to="/menu">{t('menu')}</NavLink>
        <NavLink to="/locations">{t('locations')}</NavLink>
        {!catering && <NavLink to="/careers">{t('careers')}</NavLink>}
        {!catering && <NavLink to="/about">{t('about')}</NavLink>}
      </nav>
      <LocationLink />
      <div className="host-header-actions">
        <Link to="/account/login" className="host-link-button">
          {t('signIn')}
        </Link>
        <Link to="/order" className="host-button">
          {t('orderNow')}
        </Link>
        <button
          type="button"
          className="host-box-button"
          aria-label={t('openBox', { count: 0 })}
          onClick={() => bus.emit('cart:open')}
        >
          <BagIcon /> {t('box')}
        </button>
      </div>
    </header>
  );
}
