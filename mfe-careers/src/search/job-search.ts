import { distanceMiles, type GeoPoint, type JobLocation } from '@qsr/shared-contracts';
import type { JobSearchQuery } from './job-calls';

/**
 * What a customer types in the careers "where" field, as the job search's place parameters:
 * a five-digit zip, "City, ST" (or "City, State"), or a city alone. Blank means anywhere.
 */
export function jobPlaceQuery(place: string): Pick<JobSearchQuery, 'zip' | 'city' | 'state'> {
  const text = place.trim().replace(/\s+/g, ' ');
  if (!text) return {};
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zip) return { zip: zip[1] };
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const city = text.slice(0, comma).trim();
    const state = text.slice(comma + 1).trim();
    return state ? { city, state } : { city };
  }
  const trailingCode = /^(.+) ([A-Za-z]{2})$/.exec(text);
  if (trailingCode) return { city: trailingCode[1], state: trailingCode[2]!.toUpperCase() };
  return { city: text };
}

/** A careers-table row with its distance from the customer, when the customer's place is known. */
export interface HiringRestaurant {
  row: JobLocation;
  /** Miles, or undefined when nobody knows where the customer is. */
  distance?: number;
}

/**
 * The careers table (§3 Job location) nearest first from `from`; without a point, by state then
 * city, as location lists are sorted (§3).
 */
export function hiringRestaurantsNear(
  rows: readonly JobLocation[],
  from: GeoPoint | undefined,
  order: 'nearest' | 'farthest' = 'nearest',
): HiringRestaurant[] {
  if (!from) {
    return rows
      .map((row) => ({ row }))
      .sort(
        (a, b) => a.row.State.localeCompare(b.row.State) || a.row.City.localeCompare(b.row.City),
      );
  }
  const sign = order === 'nearest' ? 1 : -1;
  return rows
    .map((row) => ({
      row,
      // To the hundredth of a mile, as the distances the job search answers.
      distance:
        Math.round(distanceMiles(from, { lat: row.Latitude, lng: row.Longitude }) * 100) / 100,
    }))
    .sort(
      (a, b) =>
        sign * (a.distance - b.distance) ||
        a.row['Franchise ID'].localeCompare(b.row['Franchise ID']),
    );
}
