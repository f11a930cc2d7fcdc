import type { Handoff } from '../types/order';
import { isDelivery, locationsPath } from './handoff';

/** §4.8: where the order continues after a location is confirmed. */
export function locationConfirmTarget(section?: string | null): string {
  return section === 'order-again' ? '/order/checkout/' : '/order';
}

/** §4.8: delivery to an address no restaurant covers goes back to the delivery search. */
export const NO_COVERAGE_TARGET = locationsPath('delivery');

/**
 * §4.8: the modal has nothing to confirm (delivery without an address, pickup without a
 * recent location) and redirects to /order, unless redirects are disabled.
 */
export function locationConfirmRedirect(situation: {
  handoff: Handoff | null | undefined;
  hasAddress: boolean;
  hasRecentLocation: boolean;
  redirectsDisabled?: boolean;
}): string | null {
  if (situation.redirectsDisabled) return null;
  const nothing = isDelivery(situation.handoff)
    ? !situation.hasAddress
    : !situation.hasRecentLocation;
  return nothing ? '/order' : null;
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** The query parameter of /locations naming the product to go back to. */
const RETURN_PARAM = 'return';
/** Any origin: only the path and query of a `return` value are read. */
const SAME_SITE = 'https://site.invalid';

/** §2.1: a product customised at the chosen restaurant. */
const orderProductPath = (sku: string) => `/order/product?id=${encodeURIComponent(sku)}`;

/**
 * The product a customer was on (/menu/product or /order/product?id={sku}), as the page to go
 * back to once a restaurant is chosen; null on any other page. The answer is built here, never
 * echoed, so a crafted value cannot lead anywhere else.
 */
export function productToReturnTo(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/menu/product' && path !== '/order/product') return null;
  const sku = new URLSearchParams(search).get('id');
  return sku && SKU.test(sku) ? orderProductPath(sku) : null;
}

/** /locations in a mode; with a product, the way back to it once a restaurant is chosen. */
export function locationsPathFor(mode: 'pickup' | 'delivery', returnTo?: string | null): string {
  const path = locationsPath(mode);
  return returnTo ? `${path}&${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : path;
}

/** The product page a /locations query says to go back to; null without one or for any other. */
export function returnFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  try {
    const url = new URL(value, SAME_SITE);
    return url.origin === SAME_SITE ? productToReturnTo(url.pathname, url.search) : null;
  } catch {
    return null;
  }
}

/**
 * Where a confirmed location leads: back to the product the customer was on instead of /order,
 * and the locations pages keep the way back; other targets (checkout, no coverage) stay.
 */
export function afterLocationChosen(target: string, returnTo: string | null): string {
  if (!returnTo) return target;
  if (target === locationConfirmTarget()) return returnTo;
  const mode = /^\/locations\?mode=(pickup|delivery)$/.exec(target)?.[1] as
    'pickup' | 'delivery' | undefined;
  return mode ? locationsPathFor(mode, returnTo) : target;
}
