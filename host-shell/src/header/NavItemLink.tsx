import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '../channel/host-config';

/** §2.3: the Menu link is also highlighted on the order route. */
function alsoActive(to: string, pathname: string): boolean {
  return to === '/menu' && pathname.startsWith('/order');
}

/** One navigation entry: a site link (highlighted when current) or an outside one. */
export function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer">
        {t(item.label)}
        <span className="ui-visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) => (isActive || alsoActive(item.to, pathname) ? 'active' : '')}
      aria-current={alsoActive(item.to, pathname) ? 'page' : undefined}
    >
      {t(item.label)}
    </NavLink>
  );
}
