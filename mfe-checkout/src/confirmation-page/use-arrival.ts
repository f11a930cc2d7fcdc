import { useState } from 'react';
import { type OrderStatus } from '@qsr/shared-contracts';
import { signalArrival } from '../checkout/checkout-calls';

/** 'I'm here' (§4.1 step 8): said once, its answer is the order's new status. */
export function useArrival(orderId: string | null, setStatus: (status: OrderStatus) => void) {
  const [arrived, setArrived] = useState(false);
  const [arriving, setArriving] = useState(false);
  const [arrivalError, setArrivalError] = useState<string | null>(null);

  async function arrive() {
    if (!orderId) return;
    setArriving(true);
    setArrivalError(null);
    try {
      setStatus(await signalArrival(orderId, { mode: 'suppress' }));
      setArrived(true);
    } catch (error) {
      setArrivalError(error instanceof Error ? error.message : String(error));
    } finally {
      setArriving(false);
    }
  }

  return { arrived, arriving, arrivalError, arrive };
}
