import { callApi, ORDERING_CALLS, type CallOptions, type Location } from '@qsr/shared-contracts';

/*
 * §7.2 location calls only the locator makes: the chain's restaurants, and a search among them.
 * The catering site asks only for restaurants that offer catering (`catering=true`); a query
 * value left undefined is not sent.
 */

/** `GET locations/search` query (§7.2). */
interface LocationSearch {
  lat?: number;
  lng?: number;
  /** Free text: an address, a city or a zip. */
  q?: string;
  radius?: number;
  limit?: number;
  /** Only the restaurants that offer catering (the catering site's searches). */
  catering?: boolean;
}

/**
 * GET locations: every restaurant, or with `catering` the catering list (§7.2); with `limit`
 * only the first ones (a list shown a page at a time asks for what it shows).
 */
export function getLocations(
  filter: { catering?: boolean; limit?: number } = {},
  options?: CallOptions,
): Promise<Location[]> {
  const query = { catering: filter.catering || undefined, limit: filter.limit || undefined };
  return callApi(ORDERING_CALLS.getLocations, {}, { query, ...options });
}

/** GET locations/search (§7.2); `findLocations({lat, lng})` in the internal client. */
export function findLocations(search: LocationSearch, options?: CallOptions): Promise<Location[]> {
  const { catering, ...place } = search;
  return callApi(
    ORDERING_CALLS.findLocations,
    {},
    { query: { ...place, catering: catering || undefined }, ...options },
  );
}
