/** A point on the map, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle (haversine) distance in miles: the one the sandbox's searches and delivery zones
 * measure with and the careers page sorts jobs by.
 */
export function distanceMiles(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
