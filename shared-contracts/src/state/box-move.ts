import * as ordersApi from '../api/orders';
import { reportFailure } from '../api/report-failure';
import { zoneFormat } from '../rules/promised-time';
import { restaurantZone } from '../rules/restaurant-zone';
import type { BoxNotice, NoticeItem } from '../types/box-notice';
import type { Location } from '../types/location';
import type { CartProduct, Order } from '../types/order';

const quietly = { mode: 'suppress' } as const;

/**
 * A box moved to another restaurant (`transfer`), and what the move changed that the customer
 * did not ask for: the items that restaurant cannot make, a scheduled time it cannot keep, a
 * handoff it does not offer there (or a delivery address out of its area) and a promo code it
 * does not take.
 */
export interface BoxMove {
  moved: Order;
  /** Once per line the move left out. */
  missing: NoticeItem[];
  /** The scheduled time (ISO) the box had and no longer has: it is as soon as possible now. */
  lostTime: string | null;
  /** The scheduled time (ISO) the box had and kept: the same moment, on the new restaurant's clock. */
  keptTime: string | null;
  /** The handoff the box had and no longer has: it is for pickup now. */
  lostHandoff: 'curbside' | 'delivery' | null;
  /** The promo code (a wallet reward's by the reward's name) the move took off. */
  lostCode: { code: string; reward?: string } | null;
}

/** What a move changed that a box it did not change would not say. */
export type MoveChanges = Omit<BoxMove, 'moved'>;

function handoffLost(before: Order, after: Order): BoxMove['lostHandoff'] {
  if (before.handoff === after.handoff || before.handoff === 'pickup') return null;
  return before.handoff === 'curbside' ? 'curbside' : 'delivery';
}

function codeLost(before: Order, after: Order): BoxMove['lostCode'] {
  if (!before.coupon || after.coupon) return null;
  const reward = before.coupon.reward?.label;
  return { code: before.coupon.couponcode, ...(reward ? { reward } : {}) };
}

// The day and the clock reading of a moment in a zone, to compare two zones' readings.
const DAY_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const clockIn = (zone: string, iso: string) =>
  zoneFormat('en-US', zone, DAY_CLOCK).format(Date.parse(iso));

/** The kept time, when the new restaurant's clock reads it otherwise than the one it was chosen on. */
function otherClock(restaurant: string, keptTime: string | null, from: string, to: string) {
  if (!keptTime || clockIn(from, keptTime) === clockIn(to, keptTime)) return [];
  return [{ kind: 'time-on-other-clock' as const, restaurant, wanted: keptTime, from, to }];
}

/**
 * The box's notices of what a move from the restaurant `from` (null: not known) to `to`
 * changed on its own (said after the box is kept: a new box forgets what was said of the one
 * before), so that a change of restaurant never drops a line, a time, a handoff or a code
 * silently, nor reads the time chosen on another clock unsaid. A time is quoted as chosen: on
 * the clock of the restaurant it was chosen at.
 */
export function movedNotices(
  from: Pick<Location, 'timezone'> | null,
  to: Pick<Location, 'name' | 'timezone'>,
  { missing, lostTime, keptTime, lostHandoff, lostCode }: MoveChanges,
): BoxNotice[] {
  const { name } = to;
  const chosenOn = restaurantZone(from ?? to);
  return [
    ...(missing.length > 0
      ? [{ kind: 'not-made-here' as const, restaurant: name, items: [...missing] }]
      : []),
    ...(lostTime
      ? [{ kind: 'time-not-kept' as const, restaurant: name, wanted: lostTime, zone: chosenOn }]
      : []),
    ...otherClock(name, keptTime, chosenOn, restaurantZone(to)),
    ...(lostHandoff
      ? [{ kind: 'handoff-not-kept' as const, restaurant: name, handoff: lostHandoff }]
      : []),
    ...(lostCode ? [{ kind: 'promo-removed' as const, ...lostCode, notAt: name }] : []),
  ];
}

/**
 * What the box had by name that the answer has not: what a restaurant cannot make. The
 * ordering API's transfer answers only the box it kept, so the lines before and after are the
 * one source of what it left out; each as the product it was on the box's menu before.
 */
export function leftOut(
  before: Pick<Order, 'menu_id' | 'products'>,
  after: readonly CartProduct[],
): NoticeItem[] {
  const kept = after.map((line) => line.name);
  return before.products
    .filter((line) => {
      const at = kept.indexOf(line.name);
      if (at === -1) return true;
      kept.splice(at, 1);
      return false;
    })
    .map((line) => ({ name: line.name, product: { menu: before.menu_id, id: line.product_id } }));
}

/**
 * The box's scheduled time set again on the moved box, which the transfer answers as soon as
 * possible: the customer chose that time, not the restaurant. Answers the box, and the time
 * when the new restaurant refuses it (or does not answer): the box is then as soon as possible,
 * which the customer must learn before paying for an order meant for later.
 */
async function keepTime(
  box: Order,
  moved: Order,
): Promise<Pick<BoxMove, 'moved' | 'lostTime' | 'keptTime'>> {
  const wanted = box.time.mode === 'scheduled' ? box.time.wanted : null;
  if (!wanted) return { moved, lostTime: null, keptTime: null };
  if (moved.time.mode === 'scheduled' && moved.time.wanted === wanted) {
    return { moved, lostTime: null, keptTime: wanted };
  }
  try {
    const timed = await ordersApi.setTime(moved.id, { mode: 'scheduled', wanted }, quietly);
    return { moved: timed, lostTime: null, keptTime: wanted };
  } catch (error) {
    reportFailure('Could not keep the box time at the new restaurant', error);
    return { moved, lostTime: wanted, keptTime: null };
  }
}

/**
 * Every change of restaurant moves the box this one way (the location pages, the header's and
 * the location modal's choice, a reorder): the ordering API's transfer, which leaves out what
 * that restaurant cannot make, keeps the handoff and the code only where they fit and lets go
 * of the time, then the time set again. Its callers load this module when a box first moves (a
 * change of restaurant is a round trip to the ordering API anyway), so it is not in every
 * page's start. What the move changed is said by `movedNotices`.
 */
export async function moveBox(box: Order, menuId: number): Promise<BoxMove> {
  const transferred = await ordersApi.transferOrder(box.id, menuId);
  return {
    missing: leftOut(box, transferred.products),
    lostHandoff: handoffLost(box, transferred),
    lostCode: codeLost(box, transferred),
    ...(await keepTime(box, transferred)),
  };
}
