import type { DeliveryLocations, Location } from '../types/location';
import type { DeliveryAddress } from '../types/order';
import { ORDERING_CALLS } from './calls';
import { callApi, type CallOptions } from './request';

export interface LocationSearch {
  lat?: number;
  lng?: number;
  /** Free text: an address, a city or a zip. */
  q?: string;
  radius?: number;
  limit?: number;
}

/** GET locations: the catering list (§7.2). */
export function getLocations(options?: CallOptions): Promise<Location[]> {
  return callApi(ORDERING_CALLS.getLocations, {}, options);
}

/** GET locations/search (§7.2); `findLocations({lat, lng})` in the internal client. */
export function findLocations(search: LocationSearch, options?: CallOptions): Promise<Location[]> {
  return callApi(ORDERING_CALLS.findLocations, {}, { query: { ...search }, ...options });
}

/** POST locations/delivery: who delivers to this address (§4.8 delivery Continue). */
export function findDeliveryLocations(
  address: DeliveryAddress,
  options?: CallOptions,
): Promise<DeliveryLocations> {
  return callApi(
    ORDERING_CALLS.findDeliveryLocations,
    {},
    {
      body: address,
      ...options,
    },
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
