import type { Location, LocationSearchResult } from '../types/location';
import type { LocationListEntry, LocationOption } from '../types/location-list';

/** §3: content-system locations mapped to options (key, value = address) and sorted by state, then city. */
export function toLocationOptions(entries: readonly LocationListEntry[]): LocationOption[] {
  return entries
    .map((entry) => ({
      key: String(entry.id),
      value: entry.address,
      city: entry.city,
      state: entry.state,
      lat: Number(entry.lat),
      lng: Number(entry.lng),
    }))
    .sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city));
}

/** §4.13: a failed search (null) stays null; zero results become false. */
export function toLocationSearchResult(locations: Location[] | null): LocationSearchResult {
  if (locations === null) return null;
  return locations.length > 0 ? locations : false;
}
