import { useState } from 'react';
import { type OrderStatus } from '@qsr/shared-contracts';
import { signalArrival, type ArrivalDetails } from '../checkout/checkout-calls';

/**
 * 'I'm here' (§4.1 step 8), with where the customer waits when they said: its answer is the
 * order's new status, which then says the arrival.
 */
export function useArrival(orderId: string | null, setStatus: (status: OrderStatus) => void) {
  // Said and answered: an ordering API that does not say the arrival back is believed too.
  const [arrived, setArrived] = useState(false);
  const [arriving, setArriving] = useState(false);
  const [arrivalError, setArrivalError] = useState<string | null>(null);

  async function arrive(details: ArrivalDetails = {}) {
    if (!orderId) return;
    setArriving(true);
    setArrivalError(null);
    try {
      setStatus(await signalArrival(orderId, details, { mode: 'suppress' }));
      setArrived(true);
    } catch (error) {
      setArrivalError(error instanceof Error ? error.message : String(error));
    } finally {
      setArriving(false);
    }
  }

  return { arrived, arriving, arrivalError, arrive };
}
