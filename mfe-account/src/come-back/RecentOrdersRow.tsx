import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  ApiError,
  menuIdFor,
  useAppState,
  useRead,
  type Channel,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { PastOrderCard } from './PastOrderCard';

/** Past orders shown in the row: the last few, the history page has the rest. */
export const RECENT_SHOWN = 3;

type Reorder = (which: { member: boolean; orderId: string }) => void;

/**
 * A member's past orders of this site: the account holds both sites' orders, and a restaurant
 * order is no way back on the catering site (nor a catering one on the restaurant site). Until
 * their restaurants are read, or if they cannot be, none is shown: the row is a shortcut.
 */
function useOrdersOfSite(orders: readonly Order[] | undefined, channel: Channel): Order[] {
  const menuIds = [...new Set((orders ?? []).map((order) => order.menu_id))].sort((a, b) => a - b);
  const restaurants = useRead('menuRestaurants', menuIds.length > 0 ? [menuIds] : null, {
    revalidateOnFocus: false,
  });
  const places = restaurants.data;
  if (!orders || !places) return [];
  return orders.filter((order) => {
    // A restaurant gone (null) takes only its own orders with it.
    const restaurant = places[menuIds.indexOf(order.menu_id)];
    return restaurant != null && menuIdFor(channel, restaurant) === order.menu_id;
  });
}

/** "Your recent orders": the member's of this site from the account, a guest's from this device. */
export function RecentOrdersRow({ busy, onReorder }: { busy: boolean; onReorder: Reorder }) {
  const { t } = useTranslation(NS);
  const { token, deviceOrders, channel } = useAppState();
  const member = useRead('recentOrders', token ? [] : null);
  const ofSite = useOrdersOfSite(token ? member.data : undefined, channel);
  const orders = ofSite.slice(0, RECENT_SHOWN);
  const ids = token ? [] : deviceOrders.slice(0, RECENT_SHOWN);
  if (orders.length + ids.length === 0) return null;
  return (
    <section className="account-come-back-row" aria-labelledby="come-back-recent">
      <h2 id="come-back-recent">{t('yourRecentOrders')}</h2>
      <ul className="account-come-back-list">
        {orders.map((order) => (
          <PastOrderCard
            key={order.id}
            order={order}
            busy={busy}
            onReorder={() => onReorder({ member: true, orderId: order.id })}
          />
        ))}
        {ids.map((id) => (
          <DeviceOrder
            key={id}
            orderId={id}
            busy={busy}
            onReorder={() => onReorder({ member: false, orderId: id })}
          />
        ))}
      </ul>
    </section>
  );
}

/** A guest's order on this device, as the ordering API has it now. */
function DeviceOrder({
  orderId,
  busy,
  onReorder,
}: {
  orderId: string;
  busy: boolean;
  onReorder: () => void;
}) {
  const { data, error } = useRead('order', [orderId], { revalidateOnFocus: false });
  // An order the ordering API no longer knows is no way back: the device lets it go.
  const gone = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (gone) actions.forgetDeviceOrder(orderId);
  }, [gone, orderId]);
  if (!data || data.products.length === 0) return null;
  return <PastOrderCard order={data} busy={busy} onReorder={onReorder} />;
}
