import type { Product } from '../types/menu';

/** A menu, or a read-only snapshot of one. */
export interface MenuLike<P = Product> {
  categories: ReadonlyArray<{ products: ReadonlyArray<P> }>;
}

/** Every product of a menu, in the menu's order. */
export function productsOf<P>(menu: MenuLike<P> | null | undefined): P[] {
  return menu ? menu.categories.flatMap((category) => [...category.products]) : [];
}
