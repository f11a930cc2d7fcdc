import { fillText, type Language } from '@qsr/shared-contracts';

/**
 * The address field's own words, in each language, kept with it so that every remote's list of
 * suggestions is named and counted the one same way.
 */
export const COMBOBOX_TEXTS = {
  'en-US': {
    listLabel: 'Suggested addresses',
    count_one: '{{count}} suggested address',
    count_other: '{{count}} suggested addresses',
  },
  es: {
    listLabel: 'Direcciones sugeridas',
    count_one: '{{count}} dirección sugerida',
    count_other: '{{count}} direcciones sugeridas',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** How many suggestions the list holds, as a screen reader announces it. */
export function suggestionsCount(count: number, language: Language): string {
  const texts = COMBOBOX_TEXTS[language];
  const one = new Intl.PluralRules(language).select(count) === 'one';
  return fillText(one ? texts.count_one : texts.count_other, { count: String(count) });
}
