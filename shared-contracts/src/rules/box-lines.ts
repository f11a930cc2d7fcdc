import type { AddToOrderItem, CartProduct, UpdateInOrderItem } from '../types/order';

/** The most of one line the ordering API takes (§7.2 quantity 1–99). */
export const MOST_OF_A_LINE = 99;

type Choices = ReadonlyArray<{ id: number; quantity: number }>;

/** A line's choices as an add or update names them: the menu choice's id and how many. */
export function choicesOfLine(line: Pick<CartProduct, 'choices'>): UpdateInOrderItem['choices'] {
  return line.choices.map((choice) => ({
    id: (choice.option_id ?? choice.id) as number,
    quantity: choice.quantity,
  }));
}

const choicesKey = (choices: Choices) =>
  [...choices]
    .sort((a, b) => a.id - b.id)
    .map((choice) => `${choice.id}×${choice.quantity}`)
    .join(',');

/** No instructions and blank ones are the same; the API trims what it keeps. */
const instructionsKey = (instructions: string | undefined) => instructions?.trim() ?? '';

/**
 * What makes two items one line: the product, its choices and how many of each, and its
 * instructions (a "no pickles" is another sandwich to the kitchen).
 */
const itemKey = (productId: number, choices: Choices, instructions: string | undefined) =>
  `${productId}|${choicesKey(choices)}|${instructionsKey(instructions)}`;

export interface BoxAddition {
  /** Lines already in the box that take the items the same as them, at their new quantity. */
  raise: UpdateInOrderItem[];
  /** Items no line takes, identical ones put together. */
  add: AddToOrderItem[];
}

/**
 * Items added to a box: one the same as a line of the box raises that line's quantity instead
 * of making a second line, and identical items added together make one line. A line never goes
 * past `MOST_OF_A_LINE`: what would take it past is added as a line of its own.
 */
export function additionTo(
  lines: ReadonlyArray<
    Pick<CartProduct, 'id' | 'product_id' | 'quantity' | 'choices'> & {
      instructions?: string;
    }
  >,
  items: readonly AddToOrderItem[],
): BoxAddition {
  const raised = new Map<string, UpdateInOrderItem>();
  for (const line of lines) {
    const choices = choicesOfLine(line);
    const key = itemKey(line.product_id, choices, line.instructions);
    if (!raised.has(key)) raised.set(key, { id: line.id, quantity: line.quantity, choices });
  }
  const raise = new Set<UpdateInOrderItem>();
  const added = new Map<string, AddToOrderItem>();
  const add: AddToOrderItem[] = [];
  for (const item of items) {
    const key = itemKey(item.id, item.choices, item.instructions);
    const line = raised.get(key);
    if (line && line.quantity + item.quantity <= MOST_OF_A_LINE) {
      line.quantity += item.quantity;
      raise.add(line);
      continue;
    }
    const earlier = added.get(key);
    if (earlier && earlier.quantity + item.quantity <= MOST_OF_A_LINE) {
      earlier.quantity += item.quantity;
      continue;
    }
    const copy = { ...item, choices: item.choices.map((choice) => ({ ...choice })) };
    added.set(key, copy);
    add.push(copy);
  }
  return { raise: [...raise], add };
}
