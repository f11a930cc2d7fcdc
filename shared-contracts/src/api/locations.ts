import type { DeliveryLocations, Location } from '../types/location';
import type { DeliveryAddress } from '../types/order';
import { ORDERING_CALLS } from './calls';
import { callApi, type CallOptions } from './request';

/** The catering site asks only for restaurants that offer catering. */
interface CateringFilter {
  catering?: boolean;
}

const cateringQuery = ({ catering }: CateringFilter) => (catering ? { catering: true } : {});

/** POST locations/delivery: who delivers to this address (§4.8 delivery Continue). */
export function findDeliveryLocations(
  address: DeliveryAddress,
  filter: CateringFilter = {},
  options?: CallOptions,
): Promise<DeliveryLocations> {
  return callApi(
    ORDERING_CALLS.findDeliveryLocations,
    {},
    { body: address, query: cateringQuery(filter), ...options },
  );
}

/** GET locations/{id}, or the location of a menu id with `byMenuId` (§7.2). */
export function getLocation(
  id: number,
  lookup: { byMenuId?: boolean } = {},
  options?: CallOptions,
): Promise<Location> {
  return callApi(
    ORDERING_CALLS.getLocation,
    { locationId: id },
    {
      query: lookup.byMenuId ? { byMenuId: true } : undefined,
      ...options,
    },
  );
}
