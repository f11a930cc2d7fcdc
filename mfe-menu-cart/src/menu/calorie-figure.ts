import { intlLocale, useLanguage } from '@qsr/shared-contracts';
import { perLocale } from './per-locale';

const figureFormat = perLocale((locale) => new Intl.NumberFormat(locale));

/**
 * How the page writes a calorie figure: as American menus do (`3,600`), in Spanish too
 * (`es-US`). One writer for the menu's cards, the product page, its choices and the box.
 */
export function useCalorieFigure(): (calories: number) => string {
  const figure = figureFormat(intlLocale(useLanguage()));
  return (calories) => figure.format(calories);
}
