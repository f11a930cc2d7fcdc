import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationDisplayName, useAppState, useRead, type Location } from '@qsr/shared-contracts';
import { buttonClass, cardClass } from '@qsr/shared-ui';
import { NS } from '../strings';

/** Favourites of each kind shown in the row: the account pages have the rest. */
export const FAVOURITES_SHOWN = 3;

/**
 * "Your favorites": the member's favourite orders (reorder in one tap) and restaurants (order
 * there), and the items saved on this device (to their product page).
 */
export function FavouritesRow({
  busy,
  onReorder,
  onOrderHere,
}: {
  busy: boolean;
  onReorder: (favouriteId: string | number) => void;
  onOrderHere: (restaurant: Location) => void;
}) {
  const { t } = useTranslation(NS);
  const { token, favouriteItems } = useAppState();
  const orders = (useRead('favouriteOrders', token ? [] : null).data ?? []).slice(
    0,
    FAVOURITES_SHOWN,
  );
  const restaurants = (useRead('favouriteLocations', token ? [] : null).data ?? []).slice(
    0,
    FAVOURITES_SHOWN,
  );
  const items = favouriteItems.slice(0, FAVOURITES_SHOWN * 2);
  if (orders.length + restaurants.length + items.length === 0) return null;
  const card = `${cardClass({ tone: 'flat' })} account-come-back-item`;
  return (
    <section className="account-come-back-row" aria-labelledby="come-back-favourites">
      <h2 id="come-back-favourites">{t('yourFavourites')}</h2>
      <ul className="account-come-back-list">
        {orders.map((favourite) => (
          <li key={`order-${favourite.id}`} className={card}>
            <h3>{favourite.description}</h3>
            <button
              type="button"
              className={buttonClass()}
              disabled={busy}
              onClick={() => onReorder(favourite.id)}
              aria-label={t('reorderNamed', { name: favourite.description })}
            >
              {t('reorder')}
            </button>
          </li>
        ))}
        {items.map((item) => (
          <li key={`item-${item.sku}`} className={card}>
            <h3>{item.name}</h3>
            <Link
              className={buttonClass({ variant: 'secondary' })}
              to={`/menu?product=${encodeURIComponent(item.sku)}`}
              aria-label={t('orderItemNamed', { name: item.name })}
            >
              {t('orderItem')}
            </Link>
          </li>
        ))}
        {restaurants.map((restaurant) => {
          const name = locationDisplayName(restaurant.name);
          return (
            <li key={`restaurant-${restaurant.id}`} className={card}>
              <h3>{name}</h3>
              <p className="account-come-back-items">{restaurant.address}</p>
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                disabled={busy}
                onClick={() => onOrderHere(restaurant)}
                aria-label={t('orderHereNamed', { name })}
              >
                {t('orderHere')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
