import type { Handoff } from '../types/order';

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
