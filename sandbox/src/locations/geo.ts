const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.0;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

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
