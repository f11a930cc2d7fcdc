import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { MenuCategory } from '@qsr/shared-contracts';

/** About how many product cards one slice renders: a short task even on a slow phone. */
export const SLICE_PRODUCTS = 12;

/**
 * A menu of up to this many cards renders at once (a restaurant's usual menu, the fixtures' 39:
 * one pass the page's own render already pays for); a chain's 120 and more, in slices.
 */
export const AT_ONCE_PRODUCTS = 48;

/** How many categories, from `from`, make the next slice: whole ones, at least one. */
function sliceEnd(categories: readonly MenuCategory[], from: number): number {
  let end = from;
  let products = 0;
  while (end < categories.length && (end === from || products < SLICE_PRODUCTS)) {
    products += categories[end]?.products.length ?? 0;
    end += 1;
  }
  return end;
}

const onServer = (): boolean => typeof window === 'undefined';

export interface CategoriesInSlices {
  /** How many of the categories to render now. */
  shown: number;
  /** Renders every category at once (before the browser follows a link to one of them). */
  showAll: () => void;
}

/**
 * A chain's menu is a hundred and more cards, and rendering them at once is one long task that
 * taps wait on. A short menu renders whole; a long one's first slice (about a screen) renders
 * with the page; each next one after the
 * browser has had its turn, so every product is there a moment later. A category the address
 * names (`#category-{id}`) and those before it render at once; on the server, all of them.
 */
export function useCategoriesInSlices(
  categories: readonly MenuCategory[],
  hash: string,
): CategoriesInSlices {
  const named = categories.findIndex((category) => hash === `#category-${category.id}`);
  // The server's first screen is the whole menu (read without scripts, and shown until the
  // page's scripts run): it has no turns to give.
  const products = categories.reduce((sum, category) => sum + category.products.length, 0);
  const first =
    onServer() || products <= AT_ONCE_PRODUCTS
      ? categories.length
      : Math.max(sliceEnd(categories, 0), named + 1);
  const [slices, setSlices] = useState({ categories, shown: first });
  // Another menu (a new language, a restaurant) starts again from its first slice.
  const shown = slices.categories === categories ? Math.max(slices.shown, first) : first;

  useEffect(() => {
    if (shown >= categories.length) return;
    const next = window.setTimeout(() =>
      startTransition(() => setSlices({ categories, shown: sliceEnd(categories, shown) })),
    );
    return () => window.clearTimeout(next);
  }, [categories, shown]);

  const showAll = useCallback(
    () => flushSync(() => setSlices({ categories, shown: categories.length })),
    [categories],
  );
  return { shown, showAll };
}
