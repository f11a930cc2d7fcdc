import type { CartProduct } from '@qsr/shared-contracts';
import { choicesOfLine, chosenCalories, type CaloriesOnMenu } from '../product/product-options';

/** What the box reads of a menu product. */
export type ProductCalories = CaloriesOnMenu & { id: number };

/**
 * The calories of everything in the box, read from the menu as the lines are priced: each line
 * is one item with its choices (the product page's rule) times the line's quantity. Null when
 * the menu gives no figure for a line's product: a total missing a line would say too little.
 */
export function boxCalories(
  lines: ReadonlyArray<Pick<CartProduct, 'product_id' | 'quantity' | 'choices'>>,
  products: readonly ProductCalories[],
): number | null {
  let total = 0;
  for (const line of lines) {
    const product = products.find((candidate) => candidate.id === line.product_id);
    if (product?.calories === undefined) return null;
    const chosen = choicesOfLine(line.choices);
    total += chosenCalories(product.calories, product.options, chosen) * line.quantity;
  }
  return lines.length > 0 ? total : null;
}
