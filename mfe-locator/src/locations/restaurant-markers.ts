import { locationDisplayName, type Location } from '@qsr/shared-contracts';
import type { MapMarker } from '../map/map-view';

/** The map's markers for the restaurants the list shows, in the list's order (numbered alike). */
export function restaurantMarkers(locations: readonly Location[]): MapMarker[] {
  return locations.map((location) => ({
    id: location.id,
    label: locationDisplayName(location.name),
    lat: location.lat,
    lng: location.lng,
  }));
}
