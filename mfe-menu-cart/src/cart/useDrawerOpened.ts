import { useEffect, useRef, useState } from 'react';
import {
  actions,
  analyticsEvent,
  bus,
  analyticsItem,
  chosenTimeOf,
  restaurantZone,
  useAppState,
} from '@qsr/shared-contracts';
import { hasUnavailableItems } from './unavailable-items';

/**
 * When the drawer opens: view_cart (§7.5), and the §4.7 check of items not available as soon
 * as possible but later (against the current menu, loaded again when it is more than an hour
 * old).
 */
export function useDrawerOpened(open: boolean): boolean {
  const { order, location } = useAppState();
  const current = useRef({ order, location });
  current.current = { order, location };
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    const { order: box, location: restaurant } = current.current;
    const lines = box?.products ?? [];
    bus.emit(
      'analytics:view_cart',
      analyticsEvent(
        lines.map((line) => analyticsItem(line, { list: 'cart' })),
        restaurant,
      ),
    );
    setUnavailable(false);
    if (box && lines.length > 0) {
      void actions.loadMenu().then((menu) => {
        if (!menu.ok) console.error('Could not check the menu', menu.failure.cause);
        else if (live) {
          const chosen = chosenTimeOf(box, restaurantZone(restaurant), Date.now());
          setUnavailable(hasUnavailableItems(box, menu.value, chosen));
        }
      });
    }
    return () => {
      live = false;
    };
  }, [open]);

  return unavailable;
}
