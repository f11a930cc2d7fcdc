import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { actions } from '@qsr/shared-contracts';

/**
 * §2.7 the drawer closes on route change, also when only the query changes (Edit opens
 * another line on the same product page), which the host's pathname watch does not see.
 */
export function useCloseOnRouteChange(): void {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) actions.setShowCart(false);
    first.current = key;
  }, [key]);
}
