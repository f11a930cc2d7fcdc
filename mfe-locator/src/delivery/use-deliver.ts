import { useState } from 'react';
import { actions, type DeliveryAddress } from '@qsr/shared-contracts';
import { isNoCoverage } from './no-coverage';

export type DeliverStatus = 'idle' | 'checking' | 'no-coverage' | 'failed';

/**
 * §4.8 delivery Continue: the covering restaurant becomes the location and the address the
 * order's dispatch address; answers where to go next (the delivery search when no restaurant
 * delivers there, `isNoCoverage`, also told by `status`), or null when the call failed.
 */
export function useDeliver(initial: DeliverStatus = 'idle') {
  const [status, setStatus] = useState<DeliverStatus>(initial);
  const deliver = async (address: DeliveryAddress, section?: string | null) => {
    setStatus('checking');
    const confirmed = await actions.confirmDeliveryAddress(address, section);
    if (!confirmed.ok) {
      setStatus('failed');
      return null;
    }
    setStatus(isNoCoverage(confirmed.value) ? 'no-coverage' : 'idle');
    return confirmed.value;
  };
  return { status, deliver };
}
