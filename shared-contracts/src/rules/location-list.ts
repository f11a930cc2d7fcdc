import type { Location, LocationSearchResult } from '../types/location';

/** §4.13: a failed search (null) stays null; zero results become false. */
export function toLocationSearchResult(locations: Location[] | null): LocationSearchResult {
  if (locations === null) return null;
  return locations.length > 0 ? locations : false;
}
