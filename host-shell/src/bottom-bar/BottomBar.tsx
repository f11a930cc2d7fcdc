import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { bus, boxQuantity, findRoute, useOrder, useRestaurant } from '@qsr/shared-contracts';
import { BOTTOM_BAR_ADDRESS_LENGTH } from '../header/shorten';
import { useHostChannel } from '../channel/use-host-channel';
import { LocationLink } from '../header/LocationLink';
import { HandoffToggle } from '../handoff-toggle/HandoffToggle';
import { useIsMobile } from '../layout/use-media-query';
import { measureBottomBar } from './bar-height';
import { bottomBarRows } from './bottom-bar-rules';
import { buttonClass } from '@qsr/shared-ui';

/** §2.6 app-catering: Home, Menu, Offers, Account and the box ('Box', the site's word) with its count. */
function AppBar() {
  const { t } = useTranslation();
  const count = boxQuantity(useOrder());
  return (
    <nav aria-label={t('appNavigation')} className="host-app-bar">
      <NavLink to="/" end>
        {t('home')}
      </NavLink>
      <NavLink to="/menu">{t('menu')}</NavLink>
      <NavLink to="/offers">{t('offers')}</NavLink>
      <NavLink to="/account">{t('account')}</NavLink>
      <button type="button" onClick={() => bus.emit('box:open')}>
        {t('box')} <span className="host-count">{count}</span>
        <span className="ui-visually-hidden">{t('itemsInBox', { count })}</span>
      </button>
    </nav>
  );
}

/**
 * The page's one bottom bar, which stays at the foot of the screen: §2.6 the mobile order row,
 * Order Now (Start Your Order in the app) to /locations without a location, else the address
 * (15 characters) and the Pickup/Delivery toggle; and in the app its tabs, on every page.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const location = useRestaurant();
  const { appCatering } = useHostChannel();
  const rows = bottomBarRows({
    routeId: findRoute(pathname)?.route.id,
    mobile: useIsMobile(),
    app: appCatering,
  });
  if (!rows.order && !rows.app) return null;
  return (
    <section ref={measureBottomBar} className="host-bottom-bar" aria-label={t('orderBar')}>
      {rows.order && (
        <div className="host-bottom-order">
          {location ? (
            <>
              <LocationLink length={BOTTOM_BAR_ADDRESS_LENGTH} withModes={false} />
              <HandoffToggle placement="bottom-bar" />
            </>
          ) : (
            <Link to="/locations" className={buttonClass()}>
              {t(appCatering ? 'startYourOrder' : 'orderNow')}
            </Link>
          )}
        </div>
      )}
      {rows.app && <AppBar />}
    </section>
  );
}
