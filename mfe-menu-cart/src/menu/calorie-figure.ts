import { intlLocale, useLanguage } from '@qsr/shared-contracts';

/**
 * How the page writes a calorie figure: as American menus do (`3,600`), in Spanish too
 * (`es-US`). One writer for the menu's cards, the product page, its choices and the box.
 */
export function useCalorieFigure(): (calories: number) => string {
  const locale = intlLocale(useLanguage());
  return (calories) => calories.toLocaleString(locale);
}
