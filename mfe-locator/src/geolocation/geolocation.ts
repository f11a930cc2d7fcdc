export interface Coordinates {
  lat: number;
  lng: number;
}

/**
 * The browser's position (§7.5 nearest location), or null when it is refused, unavailable or
 * too slow: §8 says a geolocation failure only stops the loading, so callers just carry on.
 */
export function currentPosition(timeoutMs = 10_000): Promise<Coordinates | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}

/**
 * The position only when the customer already allowed it: the modal offers the nearest
 * restaurant without ever prompting for permission on its own.
 */
export async function grantedPosition(): Promise<Coordinates | null> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted' ? currentPosition() : null;
  } catch {
    return null;
  }
}
