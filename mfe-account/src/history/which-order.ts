import type { TFunction } from 'i18next';

/**
 * Which past order, in words: its number, its restaurant (numbers count per restaurant) and its
 * date, as far as the answer has them. Names the order's heading, link and buttons, so two
 * orders never share a name.
 */
export function whichOrder(
  t: TFunction,
  { number, restaurant, date }: { number?: string; restaurant?: string; date: string },
): string {
  if (number && restaurant) return t('whichNumberedFrom', { number, restaurant, date });
  if (number) return t('whichNumbered', { number, date });
  if (restaurant) return t('whichFrom', { restaurant, date });
  return t('whichDated', { date });
}
