import { useEffect, useState } from 'react';
import type { OrderStatus } from '@qsr/shared-contracts';
import { getOrderStatus } from '../checkout/checkout-calls';
import { isFinalStatus } from '@qsr/shared-contracts';

/** How often a placed order's status is asked while it is not final (§4.1 step 7). */
export const STATUS_POLL_MS = 5_000;

/**
 * §4.1 step 7: `orders/{id}/status`, asked now and every few seconds until the order is
 * completed or cancelled. A failed ask keeps the last status and tries again.
 */
export function useOrderStatus(orderId: string | null, known: OrderStatus | null) {
  const [status, setStatus] = useState<OrderStatus | null>(known);
  const [failed, setFailed] = useState(false);
  const final = status ? isFinalStatus(status.status) : false;

  useEffect(() => {
    if (!orderId || final) return undefined;
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
  }, [orderId, final]);

  return { status, failed, setStatus };
}
