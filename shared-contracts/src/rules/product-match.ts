import { distance } from 'fastest-levenshtein';
import { compareTwoStrings } from 'string-similarity';
import type { Product } from '../types/menu';
import { productsOf, type MenuLike } from './menu-products';

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
 * §4.9 / §5 deep-link match: exact on the normalised name, otherwise, among the products within
 * edit distance 2 (Levenshtein, fastest-levenshtein), the most similar by string-similarity's
 * score (Dice's coefficient on letter pairs): it prefers the name sharing the most of the
 * query's letter pairs where two are a typo apart alike. Ties go to the menu's order.
 */
export function findProduct<P extends { name: string }>(
  products: readonly P[],
  query: string,
): P | null {
  const wanted = normaliseProductName(query);
  if (!wanted) return null;
  let best: P | null = null;
  let bestScore = -1;
  for (const product of products) {
    const name = normaliseProductName(product.name);
    if (name === wanted) return product;
    if (distance(name, wanted) > MAX_EDIT_DISTANCE) continue;
    const score = compareTwoStrings(name, wanted);
    if (score > bestScore) {
      best = product;
      bestScore = score;
    }
  }
  return best;
}

/** Where a deep link to a product leads (§4.9). */
export interface DeepLinkOutcome {
  path: string;
  /** Sets the not-found-at-location flag. */
  notFound: boolean;
  /** The SKU of the product it opens; null when it opens none. */
  sku: string | null;
}

/**
 * A link's product: its SKU first (the same in every language, so a link shared from an English
 * page opens on a Spanish one), else its name as §4.9 matches it.
 */
function linkedProduct<P extends Pick<Product, 'name' | 'sku'>>(
  products: readonly P[],
  query: string,
): P | null {
  const sku = query.trim().toUpperCase();
  return (
    products.find((product) => product.sku.toUpperCase() === sku) ?? findProduct(products, query)
  );
}

/** The SKU of the product a menu names `name` as §4.9 matches it, or null. */
export function skuNamed(
  menu: MenuLike<Pick<Product, 'name' | 'sku'>>,
  name: string,
): string | null {
  return findProduct(productsOf(menu), name)?.sku ?? null;
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
  const current = linkedProduct(productsOf(menus.menu), query);
  if (current) {
    const { sku } = current;
    return { path: `/order/product?id=${encodeURIComponent(sku)}`, notFound: false, sku };
  }
  const fallback = menus.menu ? null : linkedProduct(productsOf(menus.defaultMenu), query);
  if (fallback) {
    const { sku } = fallback;
    return { path: `/menu/product?id=${encodeURIComponent(sku)}`, notFound: false, sku };
  }
  if (!menus.hasLocation) return { path: '/locations', notFound: false, sku: null };
  return { path: '/menu', notFound: true, sku: null };
}
