import type { Channel } from '@qsr/shared-contracts';
import type { Coordinates } from '../geolocation/geolocation';
import { findLocations, getLocations } from './location-calls';
import { toLocationSearchResult, type LocationSearchResult } from './search-result';

/** What the customer searched: every restaurant (before any search), a place, or a position. */
export type LocationQuery =
  { kind: 'all' } | { kind: 'place'; q: string } | ({ kind: 'near' } & Coordinates);

/** Where the customer is, when the search is near them (the map shows it). */
export const positionOf = (query: LocationQuery): Coordinates | undefined =>
  query.kind === 'near' ? { lat: query.lat, lng: query.lng } : undefined;

/**
 * §4.13: the restaurants found, false for none, null when the call failed. The catering site
 * finds only restaurants that offer catering. Before any search the list is the chain's first
 * `firstOf` restaurants (a chain has hundreds: a screen shows twenty).
 */
export async function searchLocations(
  query: LocationQuery,
  channel: Channel,
  firstOf: number,
): Promise<LocationSearchResult> {
  const catering = channel === 'catering';
  try {
    const found =
      query.kind === 'all'
        ? await getLocations({ catering, limit: firstOf }, { mode: 'suppress' })
        : await findLocations(
            query.kind === 'place'
              ? { q: query.q, catering }
              : { lat: query.lat, lng: query.lng, catering },
            { mode: 'suppress' },
          );
    return toLocationSearchResult(found);
  } catch {
    return toLocationSearchResult(null);
  }
}
