import { useEffect, useState } from 'react';
import { isFinalStatus, type OrderStatus } from '@qsr/shared-contracts';
import { followOrder, getOrderStatus } from '../checkout/checkout-calls';

/** How often a placed order's status is asked when no stream of it can be had (§4.1 step 7). */
export const STATUS_POLL_MS = 5_000;

/**
 * §4.1 step 7: a placed order's status, followed as it changes (the ordering API's stream of
 * it) until the order is completed or cancelled. Where the stream is refused, the status is
 * asked every few seconds instead; a failed ask keeps the last status and tries again.
 */
export function useOrderStatus(orderId: string | null, known: OrderStatus | null) {
  const [status, setStatus] = useState<OrderStatus | null>(known);
  const [failed, setFailed] = useState(false);
  const [streamed, setStreamed] = useState(true);
  const final = status ? isFinalStatus(status.status) : false;

  useEffect(() => {
    if (!orderId || final || !streamed) return undefined;
    return followOrder(
      orderId,
      (next) => {
        setStatus(next);
        setFailed(false);
      },
      () => setStreamed(false),
    );
  }, [orderId, final, streamed]);

  useEffect(() => {
    if (!orderId || final || streamed) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const ask = async () => {
      try {
        setStatus(await getOrderStatus(orderId, { mode: 'suppress', signal: controller.signal }));
        setFailed(false);
      } catch {
        if (controller.signal.aborted) return;
        setFailed(true);
      }
      timer = setTimeout(() => void ask(), STATUS_POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, final, streamed]);

  return { status, failed, setStatus };
}
