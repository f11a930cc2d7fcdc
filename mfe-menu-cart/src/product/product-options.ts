import type { CartChoice, Product, ProductOption } from '@qsr/shared-contracts';

/** The customer's choices on a product page: choice id → quantity (0 or absent: not chosen). */
export type ChoiceQuantities = Readonly<Record<number, number>>;

/** An option group whose rule is not met: too few choices, or too many. */
export interface OptionProblem {
  option: Pick<ProductOption, 'id' | 'name' | 'min' | 'max'>;
  kind: 'min' | 'max';
}

/** How many choices of a group are picked, counting choice quantities. */
export function chosenInOption(
  option: { choices: ReadonlyArray<{ id: number }> },
  chosen: ChoiceQuantities,
) {
  return option.choices.reduce((sum, choice) => sum + (chosen[choice.id] ?? 0), 0);
}

/** Most of one choice a group allows (choice quantities); 1 when a choice is a plain pick. */
export function maxPerChoice(option: Pick<ProductOption, 'maxPerChoice' | 'max'>): number {
  return Math.max(1, Math.min(option.maxPerChoice ?? 1, option.max));
}

/** Every group whose minimum or maximum is not met, in the product's order. */
export function optionProblems(
  options: readonly ProductOption[] | undefined,
  chosen: ChoiceQuantities,
): OptionProblem[] {
  return (options ?? []).flatMap((option): OptionProblem[] => {
    const count = chosenInOption(option, chosen);
    if (count < option.min) return [{ option, kind: 'min' }];
    if (count > option.max) return [{ option, kind: 'max' }];
    return [];
  });
}

/**
 * Sets one choice's quantity within its group's rules: a group of at most one choice swaps
 * the previous pick for the new one; otherwise the quantity is capped so the group stays at or
 * under its maximum and each choice under its own.
 */
export function withChoice(
  option: ProductOption,
  chosen: ChoiceQuantities,
  choiceId: number,
  quantity: number,
): ChoiceQuantities {
  const next: Record<number, number> = { ...chosen };
  if (option.max === 1) {
    for (const choice of option.choices) delete next[choice.id];
    if (quantity > 0) next[choiceId] = 1;
    return next;
  }
  const others = chosenInOption(option, chosen) - (chosen[choiceId] ?? 0);
  const allowed = Math.max(0, Math.min(quantity, maxPerChoice(option), option.max - others));
  if (allowed > 0) next[choiceId] = allowed;
  else delete next[choiceId];
  return next;
}

/** The live price of a product with its choices, for a quantity, worked in cents. */
export function productPrice(
  product: Pick<Product, 'cost' | 'options'>,
  chosen: ChoiceQuantities,
  quantity: number,
): number {
  const choiceCents = (product.options ?? []).reduce(
    (sum, option) =>
      sum +
      option.choices.reduce(
        (inner, choice) => inner + Math.round(choice.cost * 100) * (chosen[choice.id] ?? 0),
        0,
      ),
    0,
  );
  return ((Math.round(product.cost * 100) + choiceCents) * quantity) / 100;
}

/** The chosen choices as the §7.2 item shape: `{id, quantity}` of each picked choice. */
export function choiceItems(chosen: ChoiceQuantities): Array<{ id: number; quantity: number }> {
  return Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ id: Number(id), quantity }));
}

/** A cart line's choices as choice quantities, to edit the line on its product page. */
/** Whether two sets of choices pick the same choices, each as many times. */
export function sameChoices(a: ChoiceQuantities, b: ChoiceQuantities): boolean {
  const picked = (chosen: ChoiceQuantities) =>
    Object.entries(chosen).filter(([, quantity]) => quantity > 0);
  const inA = picked(a);
  return (
    inA.length === picked(b).length && inA.every(([id, quantity]) => b[Number(id)] === quantity)
  );
}

export function choicesOfLine(choices: readonly CartChoice[]): ChoiceQuantities {
  const chosen: Record<number, number> = {};
  for (const choice of choices) {
    const id = choice.option_id ?? choice.id;
    if (id !== undefined) chosen[id] = (chosen[id] ?? 0) + choice.quantity;
  }
  return chosen;
}

/** Calories of one item: a single figure, or the range its open required choices still allow. */
export interface ItemCalories {
  low: number;
  high: number;
}

/**
 * Calories of the required picks a group still needs: the lightest (or heaviest) choices, each
 * as many times as the group allows, until the group's minimum is met.
 */
function openPicks(
  option: NonNullable<CaloriesOnMenu['options']>[number],
  chosen: ChoiceQuantities,
  heaviest: boolean,
): number {
  let needed = option.min - chosenInOption(option, chosen);
  const byCalories = [...option.choices].sort((a, b) =>
    heaviest ? (b.calories ?? 0) - (a.calories ?? 0) : (a.calories ?? 0) - (b.calories ?? 0),
  );
  let sum = 0;
  for (const choice of byCalories) {
    if (needed <= 0) break;
    const more = Math.min(needed, maxPerChoice(option) - (chosen[choice.id] ?? 0));
    if (more <= 0) continue;
    sum += (choice.calories ?? 0) * more;
    needed -= more;
  }
  return sum;
}

/** What a product's calories are read from (the menu the store keeps is read-only). */
export interface CaloriesOnMenu {
  calories?: number;
  options?: ReadonlyArray<
    Pick<ProductOption, 'min' | 'max' | 'maxPerChoice'> & {
      choices: ReadonlyArray<{ id: number; calories?: number }>;
    }
  >;
}

/** One item's calories with exactly these choices: the product's and each pick's. */
export function chosenCalories(
  calories: number,
  options: CaloriesOnMenu['options'],
  chosen: ChoiceQuantities,
): number {
  return (options ?? []).reduce(
    (sum, option) =>
      sum +
      option.choices.reduce(
        (inner, choice) => inner + (choice.calories ?? 0) * (chosen[choice.id] ?? 0),
        0,
      ),
    calories,
  );
}

/**
 * The calories of one item as chosen so far (null: the menu gives none): the product's, plus
 * every choice picked; while a required group is still open, a range from its lightest to its
 * heaviest picks. Optional choices count once picked (each shows its own "+… Cal").
 */
export function productCalories(
  product: CaloriesOnMenu,
  chosen: ChoiceQuantities,
): ItemCalories | null {
  if (product.calories === undefined) return null;
  const picked = chosenCalories(product.calories, product.options, chosen);
  const open = (product.options ?? []).filter(
    (option) => chosenInOption(option, chosen) < option.min,
  );
  return {
    low: picked + open.reduce((sum, option) => sum + openPicks(option, chosen, false), 0),
    high: picked + open.reduce((sum, option) => sum + openPicks(option, chosen, true), 0),
  };
}
