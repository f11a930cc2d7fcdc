import {
  findLocations,
  getLocations,
  toLocationSearchResult,
  type LocationSearchResult,
} from '@qsr/shared-contracts';
import type { Coordinates } from '../geolocation/geolocation';

/** What the customer searched: every restaurant (before any search), a place, or a position. */
export type LocationQuery =
  { kind: 'all' } | { kind: 'place'; q: string } | ({ kind: 'near' } & Coordinates);

/** §4.13: the restaurants found, false for none, null when the call failed. */
export async function searchLocations(query: LocationQuery): Promise<LocationSearchResult> {
  try {
    const found =
      query.kind === 'all'
        ? await getLocations({ mode: 'suppress' })
        : await findLocations(
            query.kind === 'place' ? { q: query.q } : { lat: query.lat, lng: query.lng },
            { mode: 'suppress' },
          );
    return toLocationSearchResult(found);
  } catch {
    return toLocationSearchResult(null);
  }
}
