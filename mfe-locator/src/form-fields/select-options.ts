import type { FavouritesSelectProps } from '@qsr/shared-contracts';

/** A choice of a form field: its value and what the customer reads. */
export type SelectOption = FavouritesSelectProps['options'][number];

/** §2.12, §9: the location multiselect shows at most 20 options at a time. */
export const LOCATION_OPTIONS_SHOWN = 20;

/** §2.12, §9: the favourites select offers at most 300 options. */
export const FAVOURITE_OPTIONS_MAX = 300;

/**
 * The options whose label holds every typed word (case-insensitive, in any order), at most
 * `limit` of them, in their order.
 */
export function matchingOptions<T extends { label: string }>(
  options: readonly T[],
  query: string,
  limit: number,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found: T[] = [];
  for (const option of options) {
    if (found.length >= limit) break;
    const label = option.label.toLowerCase();
    if (words.every((word) => label.includes(word))) found.push(option);
  }
  return found;
}
