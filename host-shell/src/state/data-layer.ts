/** The page's `window.dataLayer` (§7.5), created when no tag manager has made it yet. */
export function windowDataLayer(win: Window = window): object[] {
  const holder = win as Window & { dataLayer?: object[] };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}
