import type { Menu, MenuCategory, Product } from '@qsr/shared-contracts';

/** A product of the menu by sku, with the category it is listed in. */
export function findBySku(
  menu: Menu | undefined,
  sku: string | null,
): { product: Product; category: MenuCategory } | null {
  if (!menu || !sku) return null;
  for (const category of menu.categories) {
    const product = category.products.find((candidate) => candidate.sku === sku);
    if (product) return { product, category };
  }
  return null;
}
