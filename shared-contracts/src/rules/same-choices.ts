import { dequal } from 'dequal';
import type { Order } from '../types/order';

/**
 * An order without what the ordering API works out or stamps rather than what the customer
 * chose: the figures (all but the tip), the saved cards, the earliest time of the moment, and
 * what storing adds.
 */
function choicesOf(order: Order) {
  const { taxes: _taxes, totals, billing: _billing, time, expires: _expires, ...rest } = order;
  const { language: _language, ...choices } = rest;
  return { ...choices, tip: totals.tip, time: { mode: time.mode, wanted: time.wanted ?? null } };
}

/**
 * Whether two reads of an order hold the same choices. Another tab's reading and pricing of an
 * order nobody changed must not count as a change, or two open checkouts would read each
 * other's writes back and forth for ever.
 */
export function sameChoices(a: Order, b: Order): boolean {
  return dequal(choicesOf(a), choicesOf(b));
}
