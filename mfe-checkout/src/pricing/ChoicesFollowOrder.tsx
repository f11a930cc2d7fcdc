import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { Order } from '@qsr/shared-contracts';
import { handoffModeOf, timeOf, type CheckoutDraft } from '../checkout/draft';
import { useBoxPricing } from './pricing-store';

/** The order's time as one comparable value (its earliest moves on without a choice). */
const timeKey = (order: Order) => `${order.time.mode} ${order.time.wanted ?? ''}`;

/**
 * The order in the shared state is the one source of the handoff and the time: when it changes
 * under the page (another tab chose otherwise, and this tab read the order again), the page's
 * choices follow it. Not while this tab's own change is priced: its answer is the next order.
 * A component of its own, drawing nothing: the pricing flag flips twice for every change, and
 * read by the form it re-rendered every section each time (60–90 ms of a phone's main thread).
 */
export function ChoicesFollowOrder({
  order,
  setDraft,
}: {
  order: Order;
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>;
}) {
  const pricing = useBoxPricing();
  const seen = useRef({ handoff: order.handoff, time: timeKey(order) });
  useEffect(() => {
    if (pricing) return;
    const handoffMoved = order.handoff !== seen.current.handoff;
    const timeMoved = timeKey(order) !== seen.current.time;
    if (!handoffMoved && !timeMoved) return;
    seen.current = { handoff: order.handoff, time: timeKey(order) };
    setDraft((draft) => {
      let next = draft;
      const mode = handoffModeOf(order);
      if (handoffMoved && draft.handoff !== mode) next = { ...next, handoff: mode };
      const time = timeOf(order);
      if (timeMoved && (draft.time.mode !== time.mode || draft.time.wanted !== time.wanted))
        next = { ...next, time };
      return next;
    });
  }, [order, pricing, setDraft]);
  return null;
}
