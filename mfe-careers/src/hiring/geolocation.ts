import type { GeoPoint } from '@qsr/shared-contracts';

/** The browser's location (§7.5), or undefined when it is refused, unavailable or too slow. */
export function currentPoint(timeoutMs = 10_000): Promise<GeoPoint | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(undefined),
      { timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
