import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { Order } from '@qsr/shared-contracts';
import { handoffModeOf, timeOf, type CheckoutDraft } from '../checkout/draft';

/** The order's time as one comparable value (its earliest moves on without a choice). */
const timeKey = (order: Order) => `${order.time.mode} ${order.time.wanted ?? ''}`;

/**
 * The order in the shared state is the one source of the handoff and the time: when it changes
 * under the page (another tab chose otherwise, and this tab read the order again), the page's
 * choices follow it. Not while this tab's own change is priced: its answer is the next order.
 */
export function useChoicesFollowOrder(
  order: Order,
  pricing: boolean,
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>,
) {
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
}
