import type { TFunction } from 'i18next';
import { intlLocale, type Language } from '@qsr/shared-contracts';

/** The lines' names as one list ('A, B and C'), in the page's language. */
export const listOf = (lines: ReadonlyArray<{ name: string }>, language: Language) =>
  new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(
    lines.map((line) => line.name),
  );

/**
 * What the time section says, and the error summary lists, when as soon as possible is chosen
 * and items of the box are not served then (a breakfast biscuit at noon); null when none is.
 */
export function notAsapMessage(
  t: TFunction,
  notAsap: ReadonlyArray<{ name: string }>,
  language: Language,
): string | null {
  return notAsap.length > 0
    ? t('notAsap', { count: notAsap.length, items: listOf(notAsap, language) })
    : null;
}
