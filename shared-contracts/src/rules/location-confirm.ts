import type { Handoff } from '../types/order';
import { isDelivery, locationsPath } from './handoff';

/** §4.8: where the order continues after a location is confirmed. */
export function locationConfirmTarget(section?: string | null): string {
  return section === 'order-again' ? '/order/checkout/' : '/order';
}

/** §4.8: delivery to an address no restaurant covers goes back to the delivery search. */
export const NO_COVERAGE_TARGET = locationsPath('delivery');

/**
 * §4.8: the modal has nothing to confirm (delivery without an address, pickup without a
 * recent location) and redirects to /order, unless redirects are disabled.
 */
export function locationConfirmRedirect(situation: {
  handoff: Handoff | null | undefined;
  hasAddress: boolean;
  hasRecentLocation: boolean;
  redirectsDisabled?: boolean;
}): string | null {
  if (situation.redirectsDisabled) return null;
  const nothing = isDelivery(situation.handoff)
    ? !situation.hasAddress
    : !situation.hasRecentLocation;
  return nothing ? '/order' : null;
}
