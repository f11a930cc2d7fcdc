import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { actions, detectChannel } from '@qsr/shared-contracts';
import { useSiteConfig } from '../site/site-config-context';

/**
 * On every route change: scroll to top (§2.2; a `#section` link scrolls there instead), clear
 * errors (§4.15), close the cart and the mobile menu (§2.5, §2.7), re-evaluate the channel (§1).
 */
export function useRouteEffects(): void {
  const { pathname, hash } = useLocation();
  const { cateringPort } = useSiteConfig();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    actions.clearErrors();
    actions.setShowCart(false);
    actions.setShowMobileMenu(false);
    actions.setChannel(detectChannel(window.location, cateringPort));
    // A hash change alone is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, cateringPort]);
}
