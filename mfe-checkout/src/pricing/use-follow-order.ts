import { useEffect } from 'react';
import { actions, valueOrThrow, type Order } from '@qsr/shared-contracts';
import { reprice } from './reprice';

/**
 * A change made in another tab (the box, the handoff, a promo code) is the same order at the
 * ordering API: when this tab is looked at again, or another tab writes the site's storage, the
 * order is read again and priced, so this tab never shows the total of an order that moved on.
 */
export function useFollowOrder(latest: { current: Order }) {
  useEffect(() => {
    let asked = false;
    function readAgain() {
      // Focus and visibilitychange come together: one read answers both.
      if (asked) return;
      asked = true;
      reprice(latest, async (order) => {
        asked = false;
        // Nothing chosen anew: nothing to price or store (which the other tab would hear).
        return valueOrThrow(await actions.refreshOrder({ mode: 'suppress' })) ?? order;
      }).catch((error: unknown) => console.error('Could not read the order again', error));
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') readAgain();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', readAgain);
    window.addEventListener('storage', readAgain);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', readAgain);
      window.removeEventListener('storage', readAgain);
    };
  }, [latest]);
}
