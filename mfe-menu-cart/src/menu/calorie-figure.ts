import { intlLocale, useLanguage } from '@qsr/shared-contracts';

/**
 * One figure writer a language for the whole page: `toLocaleString` would make a formatter at
 * every call, and a menu writes a figure on each card.
 */
const figures = new Map<string, Intl.NumberFormat>();

function figureFormat(locale: string): Intl.NumberFormat {
  let figure = figures.get(locale);
  if (!figure) {
    figure = new Intl.NumberFormat(locale);
    figures.set(locale, figure);
  }
  return figure;
}

/**
 * How the page writes a calorie figure: as American menus do (`3,600`), in Spanish too
 * (`es-US`). One writer for the menu's cards, the product page, its choices and the box.
 */
export function useCalorieFigure(): (calories: number) => string {
  const figure = figureFormat(intlLocale(useLanguage()));
  return (calories) => figure.format(calories);
}
