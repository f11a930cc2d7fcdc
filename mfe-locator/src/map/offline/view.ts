import { geoMercator, type GeoProjection } from 'd3-geo';
import type { MapMarker } from '../map-view';

/** The smallest stretch of the map (degrees) a view shows: one restaurant is a town, not a street. */
export const MIN_SPAN = 0.15;
/** At this zoom and closer the counties are drawn too (a metro area and nearer). */
export const COUNTY_ZOOM = 7;
/** supercluster's tile extent: with it, a zoom below maps its radius to pixels of this map. */
const EXTENT = 512;

export interface MapView {
  projection: GeoProjection;
  /** The box it is fitted to, in CSS pixels. */
  width: number;
  height: number;
  /** The web-map zoom this view is at (whole steps are the clusters' levels). */
  zoom: number;
}

/**
 * The view that shows the given restaurants: a Mercator projection fitted to them inside the
 * map's box with a margin (at least MIN_SPAN degrees wide, so one restaurant has its town
 * around it), and the web-map zoom of that scale, for clustering as a tiled map would.
 */
export function fitView(
  markers: readonly MapMarker[],
  width: number,
  height: number,
  margin: number,
): MapView {
  const lngs = markers.map((m) => m.lng);
  const lats = markers.map((m) => m.lat);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const padLng = Math.max(0, MIN_SPAN - (east - west)) / 2;
  const padLat = Math.max(0, MIN_SPAN - (north - south)) / 2;
  const projection = geoMercator()
    .fitExtent(
      [
        [margin, margin],
        [width - margin, height - margin],
      ],
      {
        type: 'MultiPoint',
        coordinates: [
          [west - padLng, south - padLat],
          [east + padLng, north + padLat],
        ],
      },
    )
    // Drawn only inside the map's box: the states and counties outside it are never written.
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  return {
    projection,
    width,
    height,
    zoom: Math.log2((2 * Math.PI * projection.scale()) / EXTENT),
  };
}
