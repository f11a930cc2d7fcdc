import {
  COOKIES,
  COOKIE_VALUES,
  readCookie,
  writeCookie,
  type SiteVariant,
} from '@qsr/shared-contracts';

/** §6: the catering client variant when the site origin contains catering or 2001. */
export function detectSiteVariant(origin: string): SiteVariant {
  return /catering|2001/i.test(origin) ? 'catering' : 'mealtime';
}

/** §1: the app variant when the cookie `source` (its value given) is `app`. */
export function isAppVariant(source: string | undefined): boolean {
  return source === COOKIE_VALUES.appSource;
}

/** §1: the page's `source` query parameter says it is the app's (it then sets the cookie). */
const asksAppVariant = (search: string): boolean =>
  new URLSearchParams(search).get(COOKIES.source) === COOKIE_VALUES.appSource;

/**
 * Whether a page is the app variant, the one rule of the server's first screen and the
 * browser's start: its `source=app` parameter, or the cookie (its value given) one set before.
 */
export function pageIsAppVariant(search: string, source: string | undefined): boolean {
  return asksAppVariant(search) || isAppVariant(source);
}

/**
 * §1: a `source=app` query parameter sets the browser's `source` cookie; answers whether the
 * page is the app variant afterwards.
 */
export function applyAppSource(search: string): boolean {
  if (asksAppVariant(search)) writeCookie(COOKIES.source, COOKIE_VALUES.appSource);
  return pageIsAppVariant(search, readCookie(COOKIES.source));
}
