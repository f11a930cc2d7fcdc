import { locationsPath } from '@qsr/shared-contracts';

/**
 * §4.8: whether delivery Continue's answer is the delivery search, which is how
 * `actions.confirmDeliveryAddress` says that no restaurant delivers to the address.
 */
export const isNoCoverage = (target: string | null) => target === locationsPath('delivery');
