import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRead } from '@qsr/shared-contracts';
import { ReadState } from '../session/ReadState';
import { useSessionExpiry } from '../session/use-session-expiry';
import { NS } from '../strings';

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
  useSessionExpiry(read.error);
  const [shown, setShown] = useState(FAVOURITES_PAGE);
  // After "show more", focus goes to the first favourite it added (not back to the page top).
  const firstAdded = useRef<HTMLButtonElement | null>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => firstAdded.current?.focus(), [focusFrom]);
  return (
    <section aria-labelledby="favourite-orders">
      <h2 id="favourite-orders">{t('favouriteOrders')}</h2>
      <ReadState read={read} empty={t('noFavouriteOrders')}>
        {(favourites) => (
          <>
            <ul className="account-list">
              {favourites.slice(0, shown).map((favourite, i) => (
                <li key={favourite.id} className="account-card account-row">
                  <span>{favourite.description}</span>
                  <button
                    type="button"
                    className="account-button"
                    disabled={busy}
                    onClick={() => onReorder(favourite.id)}
                    aria-label={t('reorderNamed', { name: favourite.description })}
                    ref={i === focusFrom ? firstAdded : undefined}
                  >
                    {t('reorder')}
                  </button>
                </li>
              ))}
            </ul>
            {favourites.length > shown && (
              <button
                type="button"
                className="account-button"
                onClick={() => {
                  setFocusFrom(shown);
                  setShown(shown + FAVOURITES_PAGE);
                }}
              >
                {t('moreFavourites', {
                  count: Math.min(FAVOURITES_PAGE, favourites.length - shown),
                })}
              </button>
            )}
          </>
        )}
      </ReadState>
    </section>
  );
}
