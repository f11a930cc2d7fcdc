import useSWR from 'swr';
import { actions, menuIdFor, useAppState } from '@qsr/shared-contracts';

/**
 * The menu of the chosen restaurant, else the channel's default menu (catering: 237039). The
 * shared state keeps it for an hour (§9); SWR only shares the one load between components.
 */
export function useCurrentMenu() {
  const { channel, location } = useAppState();
  const menuId = menuIdFor(channel, location);
  return useSWR(['menuCart:menu', menuId], () => actions.loadMenu(), {
    revalidateOnFocus: false,
  });
}

/** Where a product of the menu leads: customise it with a restaurant chosen, else view it. */
export function productPath(sku: string, hasLocation: boolean): string {
  const base = hasLocation ? '/order/product' : '/menu/product';
  return `${base}?id=${encodeURIComponent(sku)}`;
}
