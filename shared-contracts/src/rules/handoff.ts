import type { DeliveryAddress, Handoff, NextHandoff } from '../types/order';

/** §3: dispatch means delivery. */
export function isDelivery(handoff: Handoff | null | undefined): boolean {
  return handoff === 'delivery' || handoff === 'dispatch';
}

/** The two choices of the Pickup/Delivery toggle (§4.3). */
export type HandoffChoice = 'pickup' | 'delivery';

/** The locations page in a mode (§2.3 links). */
export const locationsPath = (mode: HandoffChoice) => `/locations?mode=${mode}`;

/**
 * §4.3: where the toggle goes. Pickup while the order is in delivery switches the handoff
 * directly (null: no navigation); otherwise it goes to the locations page in that mode.
 */
export function handoffToggleTarget(
  choice: HandoffChoice,
  current: Handoff | null | undefined,
): string | null {
  if (choice === 'pickup' && isDelivery(current)) return null;
  return locationsPath(choice);
}

/** How the box is handed over, and where to for a delivery. */
export interface HandoffNow {
  handoff: Handoff;
  address: DeliveryAddress | null;
}

/**
 * The box's handoff and delivery address; without a box, the one a placed order left for the
 * next (§4.1 step 6: a delivery stays a delivery to the same address); else pickup.
 */
export function handoffNow(
  box: Pick<HandoffNow, 'handoff' | 'address'> | null,
  next: NextHandoff | null,
): HandoffNow {
  const source = box ?? next;
  return {
    handoff: source?.handoff ?? 'pickup',
    address: source && isDelivery(source.handoff) ? source.address : null,
  };
}
