/** 'I'm here' is offered from this long before the promised time. */
export const ARRIVAL_WINDOW_MS = 15 * 60_000;

/**
 * When the customer of an order they collect may say they are here (§4.1 step 8): shortly
 * before the promised time, not hours early, when the kitchen has not even started. The
 * confirmation page offers 'I'm here' from then, and the confirmation e-mail says so.
 */
export const arrivalOpensAt = (promised: string): number =>
  Date.parse(promised) - ARRIVAL_WINDOW_MS;
