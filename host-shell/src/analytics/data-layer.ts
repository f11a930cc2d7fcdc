import { bus } from '@qsr/shared-contracts';

/** §7.5 data-layer events: each is the bus's `analytics:` topic of the same name. */
export const ANALYTICS_EVENTS = [
  'view_cart',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'select_location',
] as const;

/** The page's `window.dataLayer` (§7.5), created when no tag manager has made it yet. */
export function windowDataLayer(win: Window = window): object[] {
  const holder = win as Window & { dataLayer?: object[] };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}

/** Something with a `push`, such as `window.dataLayer`. */
export interface DataLayer {
  push(...entries: object[]): unknown;
}

/**
 * The host forwards every analytics topic of the bus to the data layer (§7.5), clearing the
 * previous ecommerce object first as data-layer tags expect. Returns the unsubscribe function.
 */
export function forwardAnalytics(dataLayer: DataLayer): () => void {
  const offs = ANALYTICS_EVENTS.map((name) =>
    bus.on(`analytics:${name}`, (ecommerce) => {
      dataLayer.push({ ecommerce: null }, { event: name, ecommerce });
    }),
  );
  return () => offs.forEach((off) => off());
}
