import { locationsPathFor, productToReturnTo } from '@qsr/shared-contracts';

/** The query parameter of /locations naming the product to go back to (`locationsPathFor`'s). */
const RETURN_PARAM = 'return';
/** Any origin: only the path and query of a `return` value are read. */
const SAME_SITE = 'https://site.invalid';

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
  // /order: where the confirm actions lead when no section asks for more (§4.8).
  if (target === '/order') return returnTo;
  const mode = /^\/locations\?mode=(pickup|delivery)$/.exec(target)?.[1] as
    'pickup' | 'delivery' | undefined;
  return mode ? locationsPathFor(mode, returnTo) : target;
}
