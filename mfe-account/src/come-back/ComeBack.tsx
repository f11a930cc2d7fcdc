import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actions, type Location } from '@qsr/shared-contracts';
import { ReorderAsked } from '../history/ReorderAsked';
import { useReorder } from '../history/use-reorder';
import { FavouritesRow } from './FavouritesRow';
import { RecentOrdersRow } from './RecentOrdersRow';
import '../account.css';

/**
 * The way back for a returning customer, on the home page and the menu: their recent orders and
 * favourites, each ordered again in one tap (a box with items, or another restaurant, is asked
 * about first). Shows nothing to a customer with nothing to come back to.
 */
export function ComeBack() {
  const navigate = useNavigate();
  const reordering = useReorder();
  const { busy, reorder } = reordering;
  const [placeErrors, setPlaceErrors] = useState<readonly string[]>([]);
  const [placing, setPlacing] = useState(false);

  const orderHere = async (restaurant: Location) => {
    setPlacing(true);
    setPlaceErrors([]);
    const chosen = await actions.orderPickupFrom(restaurant);
    setPlacing(false);
    if (chosen.ok) void navigate(chosen.value);
    else setPlaceErrors(chosen.failure.messages);
  };

  return (
    <div className="account-come-back">
      <ReorderAsked reorder={reordering} errors={placeErrors} />
      <RecentOrdersRow
        busy={busy || placing}
        onReorder={({ member, orderId }) =>
          reorder(() =>
            member ? actions.planReorder(orderId) : actions.planDeviceReorder(orderId),
          )
        }
      />
      <FavouritesRow
        busy={busy || placing}
        onReorder={(id) => reorder(() => actions.planFavouriteReorder(id))}
        onOrderHere={(restaurant) => void orderHere(restaurant)}
      />
    </div>
  );
}
