import type { Location } from '../types/location';

/** The zone the ordering API gives a restaurant without one, and the site assumes without one. */
export const DEFAULT_RESTAURANT_ZONE = 'America/New_York';

/** The zone a restaurant's times are in. */
export function restaurantZone(location: Pick<Location, 'timezone'> | null | undefined): string {
  return location?.timezone ?? DEFAULT_RESTAURANT_ZONE;
}
