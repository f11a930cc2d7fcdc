import { isDelivery, type locationsPath, type Order } from '@qsr/shared-contracts';

/** Pickup or delivery: the two searches of /locations, and the toggle's two choices (§4.3). */
export type HandoffChoice = Parameters<typeof locationsPath>[0];

/**
 * The search a `mode` query asks for. Without one (the header's and the footer's plain
 * /locations) the box's own handoff: a customer whose box is to be delivered finds delivery,
 * not a pickup list whose "Order from here" would turn the box into a pickup.
 */
export const handoffChoiceOf = (mode: string | null, box: Order['handoff']): HandoffChoice => {
  if (mode === 'delivery' || mode === 'pickup') return mode;
  return isDelivery(box) ? 'delivery' : 'pickup';
};
