import { locationsPath } from './handoff';

/** §4.8: where the order continues after a location is confirmed. */
export function locationConfirmTarget(section?: string | null): string {
  return section === 'order-again' ? '/order/checkout/' : '/order';
}

/** §4.8: delivery to an address no restaurant covers goes back to the delivery search. */
export const NO_COVERAGE_TARGET = locationsPath('delivery');

const SKU = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** The query parameter of /locations naming the product to go back to (the locator reads it). */
const RETURN_PARAM = 'return';

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
