import { distanceMiles, type GeoPoint } from '@qsr/shared-contracts/core';

const MILES_PER_DEGREE_LAT = 69.0;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export type Point = GeoPoint;

/** The contract's haversine: the sandbox measures as the careers page does. */
export { distanceMiles };

/** A latitude/longitude box that contains every point within `radius` miles of `center`. */
export function boundingBox(center: Point, radius: number) {
  const dLat = radius / MILES_PER_DEGREE_LAT;
  const cosLat = Math.cos(toRadians(center.lat));
  const dLng = cosLat < 0.01 ? 180 : radius / (MILES_PER_DEGREE_LAT * cosLat);
  return {
    minLat: center.lat - dLat,
    maxLat: center.lat + dLat,
    minLng: Math.max(-180, center.lng - dLng),
    maxLng: Math.min(180, center.lng + dLng),
  };
}
