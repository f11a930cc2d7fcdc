import type Fuse from 'fuse.js';
import type { Expression, FuseOptionKeyObject } from 'fuse.js';
import type { Menu, Product } from '@qsr/shared-contracts';

/** Fewer characters than this search nothing: one letter is in nearly every name. */
export const MIN_QUERY_LENGTH = 2;

/**
 * The most characters searched: more than the longest name, and a bound on the work a search
 * does (a 5,000-character address took 170 ms on a desktop, one of 64 12 ms).
 */
export const MAX_QUERY_LENGTH = 64;

/**
 * The weakest match shown (Fuse's score: 0 exact, 1 nothing alike). Measured on the seeded
 * menus in both languages: a misspelt name ("sandwch", "desayno") scores up to 0.55, while
 * the first unrelated description ("sandwch" finding "and a drink") scores 0.74 or more.
 */
export const WEAKEST_MATCH = 0.6;

interface Entry {
  product: Product;
  category: string;
  /** Its dietary flags in the page's words ("Vegetarian"). */
  dietary: string;
}

/**
 * A name counts most, then its part of the menu and its dietary flags, then the words that
 * describe it.
 */
const KEYS: Array<FuseOptionKeyObject<Entry> & { name: string }> = [
  { name: 'name', weight: 3, getFn: (entry) => entry.product.name },
  { name: 'category', weight: 2, getFn: (entry) => entry.category },
  { name: 'dietary', weight: 2, getFn: (entry) => entry.dietary },
  { name: 'description', weight: 1, getFn: (entry) => entry.product.description ?? '' },
];

/** The search library, loaded on its own: most visits to the menu never search. */
export type SearchLibrary = typeof Fuse;

export async function loadSearchLibrary(): Promise<SearchLibrary> {
  return (await import('fuse.js')).default;
}

/** Whether a query is long enough to search with. */
export function isSearch(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

/**
 * A menu's search, in the language the menu was read in. Typing mistakes are forgiven by
 * Fuse's approximate match; accents are ignored (`sandwich` finds `Sándwich`); a long
 * description weighs as much as a short name (no field-length norm), so a word found in it
 * counts. `dietaryWords` names a product's dietary flags in the page's language.
 */
export function menuSearch(
  Library: SearchLibrary,
  menu: Menu,
  dietaryWords: (product: Product) => string,
): (query: string) => Product[] {
  const entries = menu.categories.flatMap((category) =>
    category.products.map((product) => ({
      product,
      category: category.name,
      dietary: dietaryWords(product),
    })),
  );
  const fuse = new Library(entries, {
    keys: KEYS,
    threshold: 0.3,
    ignoreLocation: true,
    ignoreDiacritics: true,
    ignoreFieldNorm: true,
    includeScore: true,
    minMatchCharLength: MIN_QUERY_LENGTH,
  });
  const found = (query: string | Expression) =>
    fuse.search(query).filter((result) => (result.score ?? 1) <= WEAKEST_MATCH);

  /**
   * The query as one phrase and, for several words, every word of it anywhere ("chicken
   * cajun" finds "Cajun Chicken Biscuit"): best match first, the menu's order between equals;
   * a product listed in two parts of the menu shows once.
   */
  return (query) => {
    const phrase = query.trim().slice(0, MAX_QUERY_LENGTH);
    if (phrase.length < MIN_QUERY_LENGTH) return [];
    const words = phrase.split(/\s+/).filter((word) => word.length >= MIN_QUERY_LENGTH);
    const results = [
      ...found(phrase),
      ...(words.length > 1
        ? found({
            $and: words.map((word) => ({ $or: KEYS.map((key) => ({ [key.name]: word })) })),
          })
        : []),
    ].sort((a, b) => (a.score ?? 1) - (b.score ?? 1) || a.refIndex - b.refIndex);
    const seen = new Set<number>();
    return results.flatMap(({ item }) => {
      if (seen.has(item.product.id)) return [];
      seen.add(item.product.id);
      return [item.product];
    });
  };
}
