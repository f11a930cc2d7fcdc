import type { Product } from '@qsr/shared-contracts';

/** Every allergen the products declare, sorted, each once (the nutrition page's filter). */
export function allergensOf(products: ReadonlyArray<Pick<Product, 'allergens'>>): string[] {
  return [...new Set(products.flatMap((product) => product.allergens ?? []))].sort();
}

/** The products free of every allergen the customer excludes. */
export function withoutAllergens<P extends Pick<Product, 'allergens'>>(
  products: readonly P[],
  excluded: readonly string[],
): P[] {
  return products.filter((product) =>
    excluded.every((allergen) => !(product.allergens ?? []).includes(allergen)),
  );
}
