/** §9 cookies: names and the values the site sets. */
export const COOKIES = {
  /** Set to `true` by 'Don't show me this again' (§4.8). */
  locationConfirmed: 'location-confirmed',
  /** Set to `opened` when the exit popup is closed (§2.10). */
  exitCatering: 'exit-catering',
  /** `app` marks the mobile-app catering variant (§1). */
  source: 'source',
  /** The chosen language, for the server-rendered first screen (issue 14). */
  language: 'qsr-lang',
  /** The chosen restaurant's id, for the server-rendered first screen (issue 14). */
  restaurant: 'qsr-restaurant',
  /** A guest's box (its order id), for the server-rendered checkout (issue 14). */
  guestBox: 'qsr-guest-box',
} as const;

export const COOKIE_VALUES = {
  locationConfirmed: 'true',
  exitCatering: 'opened',
  appSource: 'app',
} as const;

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Sets a site-wide cookie, for a year unless told. */
export function writeCookie(
  doc: Pick<Document, 'cookie'>,
  name: string,
  value: string,
  maxAgeSeconds = 365 * 24 * 60 * 60,
): void {
  doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
