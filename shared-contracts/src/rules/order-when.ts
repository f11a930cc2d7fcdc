import type { Language } from '../types/language';
import type { Location } from '../types/location';
import type { OrderTime } from '../types/order';
import { closesBefore } from './opening-hours';
import { formatPromised } from './promised-time';
import { fillText, receiptTexts } from './receipt-texts';
import { restaurantZone } from './restaurant-zone';

type Restaurant = Pick<Location, 'hours' | 'timezone'> | null;

/**
 * "As soon as possible (about {{time}})" in the language; "as soon as it opens" when the
 * restaurant is closed on its own clock now, or closes before that time (at 8:40 PM, closing at
 * 9, the earliest is tomorrow morning), wherever the time is shown before the order is ready
 * (the box, the time choice, the review, the confirmation), so none of them says otherwise.
 */
function asapText(restaurant: Restaurant, language: Language, now: number, soon: string): string {
  const texts = receiptTexts(language);
  const waits = restaurant && closesBefore(restaurant, new Date(now), new Date(soon));
  return waits ? texts.asapWhenOpen : texts.asapAround;
}

/**
 * When the order is for, as the customer reads it before it is ready: a scheduled order's time
 * with its day, or as soon as possible with the earliest time (the day left out when it is
 * today), in the restaurant's zone. `promised` (a placed order's time, as its status gives it)
 * stands for the order's own time. The priced order's `time` is the only source.
 */
export function orderWhenText(
  time: OrderTime,
  restaurant: Restaurant,
  language: Language,
  now: number,
  promised?: string,
): string {
  const zone = restaurantZone(restaurant);
  const scheduled = time.mode === 'scheduled' ? (promised ?? time.wanted) : null;
  if (scheduled) return formatPromised(scheduled, zone, language);
  const soon = promised ?? time.earliest;
  if (!soon) return receiptTexts(language).asap;
  return fillText(asapText(restaurant, language, now, soon), {
    time: formatPromised(soon, zone, language, now),
  });
}
