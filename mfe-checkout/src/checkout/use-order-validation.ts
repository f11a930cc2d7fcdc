import { useEffect } from 'react';
import { actions } from '@qsr/shared-contracts';

/** Totals, taxes and a member's saved cards up front, once per box; a failure is shown at review. */
export function useOrderValidation(orderId: string) {
  useEffect(() => {
    void actions.validateOrder({ mode: 'suppress' });
  }, [orderId]);
}
