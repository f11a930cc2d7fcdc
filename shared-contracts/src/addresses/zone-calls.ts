import { ORDERING_CALLS } from '../api/calls';
import { callApi } from '../api/request';
import type { DeliveryAddress } from '../types/order';
import type { Deliverer } from './address-source';

/**
 * POST locations/delivery at a chosen place's point: the restaurants whose zone holds it, by
 * the ordering API's one zone rule (for a place Google found, which knows no zones).
 */
export async function deliverersTo(
  address: DeliveryAddress,
  filter: { catering: boolean },
): Promise<Deliverer[]> {
  const found = await callApi(
    ORDERING_CALLS.findDeliveryLocations,
    {},
    { body: address, query: { catering: filter.catering || undefined }, mode: 'suppress' },
  );
  return found.locations.map(({ id, name }) => ({ id, name }));
}
