import type { Location } from '@qsr/shared-contracts';

/**
 * §4.13: a location search result is a list, `false` when there are zero results, or
 * `null` when the call failed, so each case gets its own message.
 */
export type LocationSearchResult = Location[] | false | null;

/** §4.13: a failed search (null) stays null; zero results become false. */
export function toLocationSearchResult(locations: Location[] | null): LocationSearchResult {
  if (locations === null) return null;
  return locations.length > 0 ? locations : false;
}
