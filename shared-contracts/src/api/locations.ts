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
  /** Only the restaurants that offer catering (the catering site's searches). */
  catering?: boolean;
}

/** The catering site asks only for restaurants that offer catering. */
export interface CateringFilter {
  catering?: boolean;
}

const cateringQuery = ({ catering }: CateringFilter) => (catering ? { catering: true } : {});

/**
 * GET locations: every restaurant, or with `catering` the catering list (§7.2); with `limit`
 * only the first ones (a list shown a page at a time asks for what it shows).
 */
export function getLocations(
  filter: CateringFilter & { limit?: number } = {},
  options?: CallOptions,
): Promise<Location[]> {
  const query = { ...cateringQuery(filter), ...(filter.limit ? { limit: filter.limit } : {}) };
  return callApi(ORDERING_CALLS.getLocations, {}, { query, ...options });
}

/** GET locations/search (§7.2); `findLocations({lat, lng})` in the internal client. */
export function findLocations(search: LocationSearch, options?: CallOptions): Promise<Location[]> {
  const { catering, ...place } = search;
  return callApi(
    ORDERING_CALLS.findLocations,
    {},
    { query: { ...place, ...cateringQuery({ catering }) }, ...options },
  );
}

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
