import type { ChoiceQuantities } from '../product/product-options';

/** What the allergens of one item are read from: its product on the menu. */
export interface AllergensOnMenu {
  allergens?: readonly string[];
  options?: ReadonlyArray<{
    choices: ReadonlyArray<{ id: number; name: string; allergens?: readonly string[] }>;
  }>;
}

/** The choices of an item as chosen, each with what it adds to the item's allergens. */
export function chosenChoices(product: AllergensOnMenu, chosen: ChoiceQuantities) {
  return (product.options ?? [])
    .flatMap((option) => option.choices)
    .filter((choice) => (chosen[choice.id] ?? 0) > 0);
}

/** Every allergen of one item as chosen: the product's own and those its choices add. */
export function chosenAllergens(product: AllergensOnMenu, chosen: ChoiceQuantities): string[] {
  return [
    ...new Set([
      ...(product.allergens ?? []),
      ...chosenChoices(product, chosen).flatMap((choice) => choice.allergens ?? []),
    ]),
  ];
}
