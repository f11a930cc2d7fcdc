import { useTranslation } from 'react-i18next';
import { useRead, useShownInPages } from '@qsr/shared-contracts';
import { ReadState } from '../session/ReadState';
import { NS } from '../strings';
import { buttonClass, cardClass } from '@qsr/shared-ui';

/** Favourites shown at first and added by each "show more": a long list stays quick to scan. */
export const FAVOURITES_PAGE = 10;

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
  const pages = useShownInPages(read.data?.length ?? 0, FAVOURITES_PAGE);
  return (
    <section aria-labelledby="favourite-orders">
      <h2 id="favourite-orders">{t('favouriteOrders')}</h2>
      <ReadState
        read={read}
        empty={{
          title: t('noFavouriteOrders'),
          text: t('noFavouriteOrdersBody'),
        }}
      >
        {(favourites) => (
          <>
            <ul className="account-list">
              {favourites.slice(0, pages.shown).map((favourite, i) => (
                <li key={favourite.id} className={`${cardClass({ tone: 'flat' })} account-row`}>
                  <span>{favourite.description}</span>
                  <button
                    type="button"
                    className={buttonClass({ variant: 'secondary' })}
                    disabled={busy}
                    onClick={() => onReorder(favourite.id)}
                    aria-label={t('reorderNamed', { name: favourite.description })}
                    ref={i === pages.focusIndex ? pages.focusRef : undefined}
                  >
                    {t('reorder')}
                  </button>
                </li>
              ))}
            </ul>
            {pages.next > 0 && (
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                onClick={pages.showMore}
              >
                {t('moreFavourites', { count: pages.next })}
              </button>
            )}
          </>
        )}
      </ReadState>
    </section>
  );
}
