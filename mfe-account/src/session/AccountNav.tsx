import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NS } from '../strings';
import { SignOutButton } from './SignOutButton';

/** The quick links of the member area. */
export const ACCOUNT_LINKS = [
  ['/account', 'myAccount'],
  ['/account/settings', 'settings'],
  ['/account/order-history', 'orderHistory'],
  ['/account/payments', 'payments'],
  ['/account/addresses', 'addresses'],
  ['/account/favorite-locations', 'favouriteLocations'],
  ['/account/inbox', 'inbox'],
  ['/offers', 'offers'],
] as const;

export function AccountNav() {
  const { t } = useTranslation(NS);
  return (
    <nav aria-label={t('accountNav')} className="account-nav">
      <ul>
        {ACCOUNT_LINKS.map(([to, key]) => (
          <li key={to}>
            <NavLink to={to} end>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <SignOutButton />
    </nav>
  );
}
