import { useTranslation } from 'react-i18next';
import { useRead } from '@qsr/shared-contracts';
import { ReadState } from '../session/ReadState';
import { useSessionExpiry } from '../session/use-session-expiry';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/** The member's favourite orders, each rebuilt into the box with one click. */
export function FavouriteOrders({
  busy,
  onReorder,
}: {
  busy: boolean;
  onReorder: (favouriteId: string | number) => void;
}) {
  const { t } = useTranslation(NS);
  const read = useRead('favouriteOrders', []);
  useSessionExpiry(read.error);
  return (
    <section aria-labelledby="favourite-orders">
      <h2 id="favourite-orders">{t('favouriteOrders')}</h2>
      <ReadState read={read} empty={t('noFavouriteOrders')}>
        {(favourites) => (
          <ul className="account-list">
            {favourites.map((favourite) => (
              <li key={favourite.id} className="account-card account-row">
                <span>{favourite.description}</span>
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  disabled={busy}
                  onClick={() => onReorder(favourite.id)}
                  aria-label={t('reorderNamed', { name: favourite.description })}
                >
                  {t('reorder')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
