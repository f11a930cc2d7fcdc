import type { Product } from '../types/menu';

/** §5, §9 fuzzy product match threshold. */
export const MAX_EDIT_DISTANCE = 2;

/**
 * §4.9 normalised name: lower case, accents and ®/™ dropped, anything that is not a letter
 * or a digit read as a space, so `Cajun Filet Biscuit®` and `cajun-filet-biscuit` agree.
 */
export function normaliseProductName(name: string): string {
  return name
    .replace(/[®™©]/g, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Levenshtein distance between `a` and `b` (insert, delete, substitute), computed row by row
 * and stopped as soon as every cell of a row is above `max`: the answer is then `max + 1`.
 */
export function editDistance(a: string, b: string, max: number = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

/**
 * §4.9 / §5 deep-link match: exact on the normalised name, otherwise the product at the
 * smallest true edit distance, at most 2. Ranking by the same distance that bounds the match
 * (rather than by a similarity score such as string-similarity's) keeps one measure, so the
 * best match is never further than a worse-ranked one; ties go to the menu's order.
 */
export function findProduct<P extends { name: string }>(
  products: readonly P[],
  query: string,
): P | null {
  const wanted = normaliseProductName(query);
  if (!wanted) return null;
  let best: P | null = null;
  let bestDistance = MAX_EDIT_DISTANCE + 1;
  for (const product of products) {
    const distance = editDistance(normaliseProductName(product.name), wanted, MAX_EDIT_DISTANCE);
    if (distance === 0) return product;
    if (distance < bestDistance) {
      best = product;
      bestDistance = distance;
    }
  }
  return best;
}

/** A menu, or a read-only snapshot of one. */
export interface MenuLike<P = Product> {
  categories: ReadonlyArray<{ products: ReadonlyArray<P> }>;
}

export function productsOf<P>(menu: MenuLike<P> | null | undefined): P[] {
  return menu ? menu.categories.flatMap((category) => [...category.products]) : [];
}

/** Where a deep link to a product leads (§4.9). */
export interface DeepLinkOutcome {
  path: string;
  /** Sets the not-found-at-location flag. */
  notFound: boolean;
}

/**
 * §4.9: in the current menu → the order product page; only in the default menu while no menu
 * is current → the menu product page; with no location chosen → the locations page (§8);
 * otherwise the menu with the not-found-at-location flag.
 */
export function resolveDeepLink(
  query: string,
  menus: {
    menu: MenuLike<Pick<Product, 'name' | 'sku'>> | null;
    defaultMenu: MenuLike<Pick<Product, 'name' | 'sku'>> | null;
    hasLocation: boolean;
  },
): DeepLinkOutcome {
  const current = findProduct(productsOf(menus.menu), query);
  if (current)
    return { path: `/order/product?id=${encodeURIComponent(current.sku)}`, notFound: false };
  const fallback = menus.menu ? null : findProduct(productsOf(menus.defaultMenu), query);
  if (fallback)
    return { path: `/menu/product?id=${encodeURIComponent(fallback.sku)}`, notFound: false };
  if (!menus.hasLocation) return { path: '/locations', notFound: false };
  return { path: '/menu', notFound: true };
}
