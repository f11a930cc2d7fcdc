import type { TFunction } from 'i18next';
import type { ProductOption } from '@qsr/shared-contracts';

/** What a group asks for, for its legend: 'Choose 2', 'Choose up to 3', 'Choose 1 to 4'. */
export function optionRuleText(option: Pick<ProductOption, 'min' | 'max'>, t: TFunction): string {
  if (option.min === option.max) return t('chooseExactly', { count: option.min });
  if (option.min === 0) return t('chooseUpTo', { count: option.max });
  return t('chooseBetween', { min: option.min, max: option.max });
}

/** The message of a group whose rule is not met. */
export function optionProblemText(
  option: Pick<ProductOption, 'name' | 'min' | 'max'>,
  kind: 'min' | 'max',
  t: TFunction,
): string {
  return kind === 'min'
    ? t('optionMin', { count: option.min, name: option.name })
    : t('optionMax', { count: option.max, name: option.name });
}
