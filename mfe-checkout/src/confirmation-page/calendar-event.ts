import {
  isDelivery,
  receiptAddress,
  receiptRestaurant,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import type { EventAttributes } from 'ics';

/** How long the calendar holds for a pickup or a delivery. */
const HELD_MINUTES = 15;

/**
 * A scheduled order as a calendar event: at its promised time, for a quarter of an hour, where
 * it is handed over (the restaurant, or the delivery's door), with the way back to this page.
 * `words` are the page's, in its language.
 */
export function calendarEvent(
  order: Order,
  promised: string,
  location: Location | null,
  words: {
    title: string;
    pickup: (restaurant: string) => string;
    delivery: (address: string) => string;
  },
  pageUrl: string,
): EventAttributes {
  const delivery = isDelivery(order.handoff) && order.address;
  const where = delivery
    ? receiptAddress(order.address!)
    : location
      ? receiptRestaurant(location)
      : '';
  return {
    uid: `${order.id}@order`,
    start: Date.parse(promised),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: HELD_MINUTES },
    title: words.title,
    description: [delivery ? words.delivery(where) : words.pickup(where), pageUrl].join('\n'),
    ...(where ? { location: where } : {}),
    url: pageUrl,
  };
}
