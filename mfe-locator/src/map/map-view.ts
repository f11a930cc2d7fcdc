import type { Coordinates } from '../geolocation/geolocation';

/** §9 map zoom. */
export const MAP_ZOOM = 11;

/** §9: the store map's centre moves 0.05 of longitude on desktop (the list covers its left side). */
export const STORE_MAP_OFFSET = 0.05;

/** §9 breakpoints: mobile is sm or md, so desktop starts at lg (1200). */
export const DESKTOP_QUERY = '(min-width: 1200px)';

export interface MapMarker extends Coordinates {
  id: number | string;
  label: string;
}

/** Where the map is: the store map (/locations) or the location modal (§2.9). */
export type MapPlacement = 'store' | 'modal';

/**
 * The centre of the map: the first marker (the nearest, or the one chosen), moved west by the
 * store map's desktop offset so that it shows beside the list; 0 in the modal (§9).
 */
export function mapCentre(
  markers: readonly MapMarker[],
  placement: MapPlacement,
  desktop: boolean,
): Coordinates | null {
  const first = markers[0];
  if (!first) return null;
  const offset = placement === 'store' && desktop ? STORE_MAP_OFFSET : 0;
  return { lat: first.lat, lng: first.lng - offset };
}
