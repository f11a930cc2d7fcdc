import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, ApiError, useRead } from '@qsr/shared-contracts';
import { cardClass, Skeleton } from '@qsr/shared-ui';
import { NS } from '../strings';
import { PastOrderCard } from './PastOrderCard';
import type { RecentOrders } from './use-recent-orders';

type Reorder = (which: { member: boolean; orderId: string }) => void;

/** "Your recent orders", a group of the strip: the member's of this site, or this device's. */
export function RecentOrdersRow({
  recent: { orders, deviceIds },
  busy,
  onReorder,
}: {
  recent: RecentOrders;
  busy: boolean;
  onReorder: Reorder;
}) {
  const { t } = useTranslation(NS);
  if (orders.length + deviceIds.length === 0) return null;
  return (
    <section className="ui-card-strip-group" aria-labelledby="come-back-recent">
      <h2 id="come-back-recent">{t('yourRecentOrders')}</h2>
      <ul className="ui-card-strip-cards">
        {orders.map((order) => (
          <PastOrderCard
            key={order.id}
            order={order}
            busy={busy}
            onReorder={() => onReorder({ member: true, orderId: order.id })}
          />
        ))}
        {deviceIds.map((id) => (
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
  // Its card's box while it reads, so the cards after it never move sideways.
  if (!data && !error) {
    return (
      <li className={`${cardClass({ tone: 'flat' })} account-come-back-item`} aria-hidden="true">
        <Skeleton shape="line" width="three-quarters" />
        <Skeleton shape="line" width="full" />
        <Skeleton shape="pill" width="half" />
      </li>
    );
  }
  if (!data || data.products.length === 0) return null;
  return <PastOrderCard order={data} busy={busy} onReorder={onReorder} />;
}
