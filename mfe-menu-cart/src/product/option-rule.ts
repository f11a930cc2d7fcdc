import type { TFunction } from 'i18next';
import type { ProductOption } from '@qsr/shared-contracts';

/**
 * What a group asks for, for its legend: 'Choose 2', 'Choose up to 3', 'Choose 1 to 4'; a
 * group of one choice that may be left out is 'Optional' (its choices end with 'No thanks',
 * beside which 'Choose up to 1' read as a puzzle).
 */
export function optionRuleText(option: Pick<ProductOption, 'min' | 'max'>, t: TFunction): string {
  if (option.min === option.max) return t('chooseExactly', { count: option.min });
  if (option.min === 0 && option.max === 1) return t('optional');
  if (option.min === 0) return t('chooseUpTo', { count: option.max });
  return t('chooseBetween', { min: option.min, max: option.max });
}

/** A group named as an instruction ('Choose a Side', 'Elige 2 salsas') is its own message. */
const INSTRUCTION = /^(?:choose|pick|select|elige|escoge)\s/i;

/** 'Choose a Side' → 'Choose a side': the name as a sentence, not a title. */
function asSentence(name: string): string {
  return name.charAt(0) + name.slice(1).toLowerCase();
}

/**
 * The message of a group whose rule is not met, in the words a customer would use: 'Choose a
 * side.', 'Choose your size.', never 'Choose at least 1 for Choose a Side.'.
 */
export function optionProblemText(
  option: Pick<ProductOption, 'name' | 'min' | 'max'>,
  kind: 'min' | 'max',
  t: TFunction,
): string {
  if (kind === 'max') return t('optionMax', { count: option.max, name: option.name });
  if (INSTRUCTION.test(option.name)) return t('optionNamed', { name: asSentence(option.name) });
  if (option.min === 1) return t('optionOne', { name: option.name.toLowerCase() });
  return t('optionMin', { count: option.min, name: option.name });
}
