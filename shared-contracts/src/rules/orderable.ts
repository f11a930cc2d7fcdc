import type { Daypart, ProductAvailability } from '../types/menu';
import type { Order } from '../types/order';
import { restaurantClock } from './opening-hours';
import { productsOf, type MenuLike } from './menu-products';

/**
 * Whether an item can be ordered for a time: the one rule the menu, the box and the ordering
 * API all apply, read from the menu's `availability` as the ordering API answers it.
 */
export type Orderability =
  | { orderable: true }
  | { orderable: false; reason: 'unavailable' }
  | { orderable: false; reason: 'daypart'; daypart: Daypart };

/** The time an order is for (epoch ms), read on the clock of the restaurant's zone. */
export interface ChosenTime {
  at: number;
  timeZone: string;
}

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** `from` included, `until` not; a daypart whose `until` comes first runs past midnight. */
export function inDaypart(daypart: Daypart, minutes: number): boolean {
  const from = minutesOf(daypart.from);
  const until = minutesOf(daypart.until);
  return from < until ? minutes >= from && minutes < until : minutes >= from || minutes < until;
}

/**
 * An item the restaurant has taken off cannot be ordered for any time; an item with a
 * daypart, only for a time inside it on the restaurant's clock.
 */
export function orderability(
  product: { availability: ProductAvailability },
  chosen: ChosenTime,
): Orderability {
  const { unavailable, daypart } = product.availability;
  if (unavailable) return { orderable: false, reason: 'unavailable' };
  if (
    daypart &&
    !inDaypart(daypart, restaurantClock(new Date(chosen.at), chosen.timeZone).minutes)
  ) {
    return { orderable: false, reason: 'daypart', daypart };
  }
  return { orderable: true };
}

/**
 * The time a box is for: the scheduled time, or as soon as possible: the earliest time the
 * ordering API answered with the box (now plus the kitchen's lead), never before `now`.
 */
export function chosenTimeOf(
  order: { time: Pick<Order['time'], 'mode' | 'wanted' | 'earliest'> } | null | undefined,
  timeZone: string,
  now: number,
): ChosenTime {
  const { mode, wanted, earliest } = order?.time ?? { mode: 'asap' };
  const scheduled = mode === 'scheduled' && wanted ? Date.parse(wanted) : Number.NaN;
  if (!Number.isNaN(scheduled)) return { at: scheduled, timeZone };
  const soonest = earliest ? Date.parse(earliest) : Number.NaN;
  return { at: Number.isNaN(soonest) ? now : Math.max(soonest, now), timeZone };
}

/** A line of the box that cannot be ordered for the box's time, and why. */
export interface UnorderableLine<L> {
  line: L;
  why: Exclude<Orderability, { orderable: true }>;
}

/**
 * The lines of a box that cannot be ordered for its time at its restaurant, by the menu's
 * products. A line whose product the menu does not have is left to the ordering API.
 */
export function unorderableLines<L extends { product_id: number }>(
  lines: readonly L[],
  menu: MenuLike<{ id: number; availability: ProductAvailability }> | null | undefined,
  chosen: ChosenTime,
): Array<UnorderableLine<L>> {
  const products = new Map(productsOf(menu).map((product) => [product.id, product]));
  const found: Array<UnorderableLine<L>> = [];
  for (const line of lines) {
    const product = products.get(line.product_id);
    if (!product) continue;
    const why = orderability(product, chosen);
    if (!why.orderable) found.push({ line, why });
  }
  return found;
}
