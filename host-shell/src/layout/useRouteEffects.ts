import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { actions, detectChannel } from '@qsr/shared-contracts';
import { useSiteConfig } from '../site/site-config-context';

/** On every route change: scroll to top (§2.2), clear errors (§4.15), re-evaluate the channel (§1). */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const { cateringPort } = useSiteConfig();
  useEffect(() => {
    window.scrollTo(0, 0);
    actions.clearErrors();
    actions.setShowCart(false);
    actions.setShowMobileMenu(false);
    actions.setChannel(detectChannel(window.location, cateringPort));
  }, [pathname, cateringPort]);
}
