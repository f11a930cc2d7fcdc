import { useEffect } from 'react';
import {
  analyticsEvent,
  bus,
  analyticsItem,
  type Location,
  type Order,
} from '@qsr/shared-contracts';

/** §7.5 begin_checkout, once for each box that reaches the checkout page. */
export function useBeginCheckout(order: Order, location: Location | null) {
  const orderId = order.id;
  useEffect(() => {
    bus.emit(
      'analytics:begin_checkout',
      analyticsEvent(
        order.products.map((line) => analyticsItem(line)),
        location,
      ),
    );
    // Once per box: later changes of the same box (tip, time) are not a new checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);
}
