import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actions, type Location } from '@qsr/shared-contracts';
import { SkeletonCardStrip } from '@qsr/shared-ui';
import { ReorderAsked } from '../history/ReorderAsked';
import { useReorder } from '../history/use-reorder';
import { NS } from '../strings';
import { FavouritesRow } from './FavouritesRow';
import { RecentOrdersRow } from './RecentOrdersRow';
import { useFavourites } from './use-favourites';
import { useRecentOrders } from './use-recent-orders';
import '../account.css';

/**
 * The way back for a returning customer, on the home page and the menu: their recent orders and
 * favourites side by side in one strip of one height (shared-ui's card strip), each ordered again
 * in one tap (a box with items, or another restaurant, is asked about first). The strip keeps its
 * height while it reads, and when there is nothing yet, so the page under it never moves.
 */
export function ComeBack() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const reordering = useReorder();
  const { busy, reorder } = reordering;
  const [placeErrors, setPlaceErrors] = useState<readonly string[]>([]);
  const [placing, setPlacing] = useState(false);
  const recent = useRecentOrders();
  const favourites = useFavourites();

  const orderHere = async (restaurant: Location) => {
    setPlacing(true);
    setPlaceErrors([]);
    const chosen = await actions.orderPickupFrom(restaurant);
    setPlacing(false);
    if (chosen.ok) void navigate(chosen.value);
    else setPlaceErrors(chosen.failure.messages);
  };

  const shown =
    recent.orders.length +
    recent.deviceIds.length +
    favourites.orders.length +
    favourites.restaurants.length +
    favourites.items.length;
  // Both groups come together: one coming after the other would move the other sideways.
  if (recent.loading || favourites.loading) {
    return <SkeletonCardStrip label={t('wayBackLoading')} />;
  }
  // Nothing to show because a read failed is not "nothing yet": the strip gives its room back.
  if (shown === 0 && (recent.failed || favourites.failed)) return null;
  return (
    <>
      <ReorderAsked reorder={reordering} errors={placeErrors} />
      <div className="ui-card-strip account-come-back">
        {shown === 0 ? (
          <section className="ui-card-strip-group" aria-labelledby="come-back-empty">
            <h2 id="come-back-empty">{t('wayBackEmpty')}</h2>
            <p className="account-come-back-empty">{t('wayBackEmptyBody')}</p>
          </section>
        ) : (
          <>
            <RecentOrdersRow
              recent={recent}
              busy={busy || placing}
              onReorder={({ member, orderId }) =>
                reorder(() =>
                  member ? actions.planReorder(orderId) : actions.planDeviceReorder(orderId),
                )
              }
            />
            <FavouritesRow
              favourites={favourites}
              busy={busy || placing}
              onReorder={(id) => reorder(() => actions.planFavouriteReorder(id))}
              onOrderHere={(restaurant) => void orderHere(restaurant)}
            />
          </>
        )}
      </div>
    </>
  );
}
