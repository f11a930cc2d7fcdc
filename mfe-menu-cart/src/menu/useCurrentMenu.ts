import { useState } from 'react';
import useSWR from 'swr';
import {
  actions,
  freshMenu,
  menuIdFor,
  useAppState,
  valueOrThrow,
  type Menu,
} from '@qsr/shared-contracts';

/** SWR's fetcher: the menu, or the failure as SWR's error (what SWR shows a retry for). */
async function readMenu(): Promise<Menu> {
  return valueOrThrow(await actions.loadMenu());
}

/**
 * The menu of the chosen restaurant, else the channel's default menu (catering: 237039), in the
 * customer's language. The
 * shared state keeps it for an hour (§9), and the page shows a kept one at once (the server's
 * first screen keeps the one it showed); SWR only shares the one load between components.
 */
export function useCurrentMenu() {
  const state = useAppState();
  const menuId = menuIdFor(state.channel, state.location);
  // A snapshot of the state: read-only, as every menu a page shows.
  const kept = (freshMenu(state, new Date()) as Menu | null) ?? undefined;
  /** The page had its menu from its first render (MenuBody). */
  const [atOnce] = useState(kept !== undefined);
  // One language's menu is never the answer in the other (§4.11): the language is in the key.
  const answer = useSWR(['menuCart:menu', menuId, state.language], readMenu, {
    revalidateOnFocus: false,
    // A kept menu is the answer (loadMenu would give it too): nothing to read, nor to render again.
    fallbackData: kept,
    revalidateOnMount: kept === undefined,
  });
  // Added to SWR's answer rather than spread: its fields are getters, so that a page re-renders
  // only on what it reads.
  return Object.assign(answer, { atOnce });
}

/** Where a product of the menu leads: customise it with a restaurant chosen, else view it. */
export function productPath(sku: string, hasLocation: boolean): string {
  const base = hasLocation ? '/order/product' : '/menu/product';
  return `${base}?id=${encodeURIComponent(sku)}`;
}
