import type { OpeningHours } from '@qsr/shared-contracts/core';
import { openPeriods, SLOT_MINUTES, isSlot } from '../time/hours';
import { earliestFor, leadMinutes, type Channel, type HandoffMode } from '../time/lead';

const MINUTE = 60_000;

/**
 * How long the customer may wait between review and Place Order and still be promised the time
 * review showed: the kitchen then has a little less than its lead time.
 */
export const QUOTE_GRACE_MS = 5 * MINUTE;

interface Restaurant {
  hours?: OpeningHours[];
  timezone?: string;
}

interface Placing {
  channel: Channel;
  handoff: HandoffMode;
  time_mode: 'asap' | 'scheduled';
  time_wanted: number | null;
  time_quote: number | null;
}

const zoneOf = (restaurant: Restaurant) => restaurant.timezone ?? 'America/New_York';

/**
 * The one time a placed order is promised for, which the order, its status and the customer's
 * pages all show: the wanted time of a scheduled order; for as soon as possible, the time the
 * last validate answered (what review showed) while the kitchen can still make it, or the
 * earliest time now when nothing was shown. Undefined: the time shown has passed (or the
 * restaurant never opens), so the customer must see a new one before paying.
 */
export function promisedTime(order: Placing, restaurant: Restaurant, now: number) {
  if (order.time_mode === 'scheduled') return order.time_wanted ?? undefined;
  const earliest = earliestFor(restaurant, order.channel, order.handoff, now);
  const quote = order.time_quote;
  if (quote === null || earliest === undefined) return earliest;
  const lead = leadMinutes(order.channel, order.handoff) * MINUTE;
  const reachable = quote >= now + lead - QUOTE_GRACE_MS;
  return reachable && isSlot(restaurant.hours ?? [], zoneOf(restaurant), quote) ? quote : undefined;
}

/**
 * When the kitchen starts an order: at once when its time is near (within its lead time and a
 * slot, so an order for as soon as possible starts at once), else that long before its time,
 * and never before the restaurant opens for it. A scheduled order, or one placed while the
 * restaurant is closed, waits as received until then.
 */
export function kitchenStart(
  order: Pick<Placing, 'channel' | 'handoff'>,
  restaurant: Restaurant,
  submittedAt: number,
  promisedAt: number,
): number {
  const window = (leadMinutes(order.channel, order.handoff) + SLOT_MINUTES) * MINUTE;
  const opening = openPeriods(restaurant.hours ?? [], zoneOf(restaurant), promisedAt, promisedAt)
    .filter((period) => period.open <= promisedAt && promisedAt <= period.close)
    .map((period) => period.open);
  return Math.max(submittedAt, promisedAt - window, ...opening);
}
