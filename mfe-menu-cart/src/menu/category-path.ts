import { slugify, type MenuCategory } from '@qsr/shared-contracts';

/** A category's address in /menu/{mid}: its slug. */
export function categorySlug(category: Pick<MenuCategory, 'name'>): string {
  return slugify(category.name);
}

/** The page of one category of the menu. */
export function categoryPath(category: Pick<MenuCategory, 'name'>): string {
  return `/menu/${categorySlug(category)}`;
}
