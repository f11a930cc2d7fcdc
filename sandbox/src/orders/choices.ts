import type { Product } from '@qsr/shared-contracts';
import { errors } from '../http/errors';

export interface ChoiceRequest {
  id: number;
  quantity: number;
}

/** The rule of an option group the choices break (§3 min, max), or null. */
function choiceRuleBroken(name: string, min: number, max: number, count: number) {
  if (count >= min && count <= max) return null;
  if (min === max) return errors.chooseExactly(name, min);
  if (count > max) return errors.chooseNoMoreThan(name, max);
  return errors.chooseAtLeast(name, min);
}

/** Checks chosen options against the product's option groups (§3 min, max, most of one choice). */
export function checkChoices(product: Product, choices: readonly ChoiceRequest[]): ChoiceRequest[] {
  const options = product.options ?? [];
  const owner = new Map<number, { optionId: number; max: number; name: string }>();
  for (const option of options) {
    for (const choice of option.choices) {
      owner.set(choice.id, {
        optionId: option.id,
        max: option.maxPerChoice ?? 1,
        name: choice.name,
      });
    }
  }
  const counts = new Map<number, number>();
  const seen = new Set<number>();
  for (const choice of choices) {
    const found = owner.get(choice.id);
    if (!found) throw errors.choiceNotOnMenu();
    if (seen.has(choice.id)) throw errors.chosenTwice(found.name);
    seen.add(choice.id);
    if (choice.quantity > found.max) {
      throw errors.tooManyOfChoice(found.name, found.max);
    }
    counts.set(found.optionId, (counts.get(found.optionId) ?? 0) + choice.quantity);
  }
  for (const option of options) {
    const broken = choiceRuleBroken(
      option.name,
      option.min,
      option.max,
      counts.get(option.id) ?? 0,
    );
    if (broken) throw broken;
  }
  return choices.map(({ id, quantity }) => ({ id, quantity }));
}
