import { isDelivery, type Order } from '@qsr/shared-contracts';

/**
 * §4.8: the modal has nothing to confirm (delivery without an address, pickup without a
 * recent location) and redirects to /order, unless redirects are disabled.
 */
export function locationConfirmRedirect(situation: {
  handoff: Order['handoff'] | null | undefined;
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
