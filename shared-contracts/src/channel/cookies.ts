import Cookies from 'js-cookie';

/** §9 cookies: names and the values the site sets. */
export const COOKIES = {
  /** Set to `true` by 'Don't show me this again' (§4.8). */
  locationConfirmed: 'location-confirmed',
  /** Set to `opened` when the exit popup is closed (§2.10). */
  exitCatering: 'exit-catering',
  /** `app` marks the mobile-app catering variant (§1). */
  source: 'source',
  /** The chosen language, for the server-rendered first screen. */
  language: 'qsr-lang',
  /** The chosen restaurant's id, for the server-rendered first screen. */
  restaurant: 'qsr-restaurant',
  /** A guest's box (its order id), for the server-rendered checkout. */
  guestBox: 'qsr-guest-box',
  /** Set to `1` while the customer has a way back (`hasWayBack`): the menu's first screen keeps its strip's room. */
  wayBack: 'qsr-way-back',
} as const;

export const COOKIE_VALUES = {
  locationConfirmed: 'true',
  exitCatering: 'opened',
  appSource: 'app',
  wayBack: '1',
} as const;

/**
 * The cookies of a request as the server read them (the BFF parses the Cookie header, a
 * malformed value kept as it came, never thrown on): name → value.
 */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

/**
 * One of the browser's cookies. js-cookie decodes each cookie on its own and skips one it
 * cannot decode, so a malformed cookie reads as absent instead of stopping the page.
 */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Sets a site-wide cookie, for a year unless told; `Secure` when the page is https. */
export function writeCookie(name: string, value: string, days = 365): void {
  Cookies.set(name, value, {
    path: '/',
    expires: days,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** Forgets a site-wide cookie. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
