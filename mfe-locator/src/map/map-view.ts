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

export interface PlottedMarker extends MapMarker {
  x: number;
  y: number;
}

/**
 * The markers placed in a width × height box with a margin (the accessible map without a
 * maps key), keeping distances true: a degree of longitude shrinks with the cosine of latitude.
 */
export function plotMarkers(
  markers: readonly MapMarker[],
  width: number,
  height: number,
  margin: number,
): PlottedMarker[] {
  if (markers.length === 0) return [];
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const minX = Math.min(...lngs) * squeeze;
  const maxX = Math.max(...lngs) * squeeze;
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const span = Math.max(maxX - minX, maxY - minY, 1e-6);
  const scale = Math.min(width - 2 * margin, height - 2 * margin) / span;
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  return markers.map((marker) => ({
    ...marker,
    x: offsetX + (marker.lng * squeeze - minX) * scale,
    y: height - (offsetY + (marker.lat - minY) * scale),
  }));
}
