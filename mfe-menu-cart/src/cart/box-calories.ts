import type { CartProduct } from '@qsr/shared-contracts';

/** What the box reads of a menu product (the menu the store keeps is read-only). */
export interface ProductCalories {
  id: number;
  calories?: number;
  options?: ReadonlyArray<{ choices: ReadonlyArray<{ id: number; calories?: number }> }>;
}

/**
 * The calories of everything in the box, read from the menu as the lines are priced: each line
 * is (its product's + each choice's × its quantity) × the line's quantity. Null when the menu
 * gives no figure for a line's product: a total missing a line would say too little.
 */
export function boxCalories(
  lines: ReadonlyArray<Pick<CartProduct, 'product_id' | 'quantity' | 'choices'>>,
  products: readonly ProductCalories[],
): number | null {
  let total = 0;
  for (const line of lines) {
    const product = products.find((candidate) => candidate.id === line.product_id);
    if (product?.calories === undefined) return null;
    const choices = (product.options ?? []).flatMap((option) => option.choices);
    const picked = line.choices.reduce((sum, chosen) => {
      const id = chosen.option_id ?? chosen.id;
      const choice = choices.find((candidate) => candidate.id === id);
      return sum + (choice?.calories ?? 0) * chosen.quantity;
    }, 0);
    total += (product.calories + picked) * line.quantity;
  }
  return lines.length > 0 ? total : null;
}
