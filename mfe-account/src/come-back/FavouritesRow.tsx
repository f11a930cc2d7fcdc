import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationDisplayName, type Location } from '@qsr/shared-contracts';
import { buttonClass, cardClass } from '@qsr/shared-ui';
import { NS } from '../strings';
import type { Favourites } from './use-favourites';

/**
 * "Your favorites", a group of the strip: the member's favourite orders (reorder in one tap) and
 * restaurants (order there), and the items saved on this device (to their product page).
 */
export function FavouritesRow({
  favourites: { orders, restaurants, items },
  busy,
  onReorder,
  onOrderHere,
}: {
  favourites: Favourites;
  busy: boolean;
  onReorder: (favouriteId: string | number) => void;
  onOrderHere: (restaurant: Location) => void;
}) {
  const { t } = useTranslation(NS);
  if (orders.length + restaurants.length + items.length === 0) return null;
  const card = `${cardClass({ tone: 'flat' })} account-come-back-item`;
  return (
    <section className="ui-card-strip-group" aria-labelledby="come-back-favourites">
      <h2 id="come-back-favourites">{t('yourFavourites')}</h2>
      <ul className="ui-card-strip-cards">
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
