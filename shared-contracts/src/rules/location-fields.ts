import type { LocationOption } from '../types/location-list';

/** §2.12 / §9: the location multiselect shows at most 20 options at a time. */
export const LOCATION_OPTIONS_SHOWN = 20;
/** §2.12 / §9: the favourites select offers at most 300 options. */
export const FAVOURITE_OPTIONS_MAX = 300;

/** "Raleigh, NC – 4109 Glenwood Ave": how a location option reads. */
export function locationOptionLabel(option: LocationOption): string {
  return `${option.city}, ${option.state} – ${option.value}`;
}

/**
 * The location options to show for what the customer typed: every word must appear in the
 * city, state, address or zip-free label (case-insensitive), at most 20 of them (§2.12).
 */
export function visibleLocationOptions(
  options: readonly LocationOption[],
  query: string,
): LocationOption[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return options
    .filter((option) => {
      const label = locationOptionLabel(option).toLowerCase();
      return words.every((word) => label.includes(word));
    })
    .slice(0, LOCATION_OPTIONS_SHOWN);
}
