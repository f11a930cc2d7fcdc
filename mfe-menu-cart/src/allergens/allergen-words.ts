import { useTranslation } from 'react-i18next';
import { intlLocale, useLanguage, type Allergen } from '@qsr/shared-contracts';
import { perLocale } from '../menu/per-locale';
import { NS } from '../strings';

const listFormat = perLocale((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/**
 * How the page names allergens in a sentence: "milk, wheat and soy" ("leche, trigo y soya"),
 * as the page's language lists things. One writer for the menu, the product page and the box.
 */
export function useAllergenWords(): (allergens: readonly Allergen[]) => string {
  const { t } = useTranslation(NS);
  const locale = intlLocale(useLanguage());
  const list = listFormat(locale);
  return (allergens) =>
    list.format(allergens.map((allergen) => t(`allergen_${allergen}`).toLocaleLowerCase(locale)));
}
