/**
 * The shared-ui token a remote's own sticky bottom (the product page's Add row) stands on, so
 * that the host's bar never covers it. Set while the bar is in the page, removed with it.
 */
export const BOTTOM_BAR_HEIGHT = '--ui-bottom-bar-height';

/**
 * A ref callback for the bottom bar: keeps the token at the bar's height (border and safe-area
 * padding included) as its rows come and go or its words wrap.
 */
export function measureBottomBar(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() =>
    root.style.setProperty(BOTTOM_BAR_HEIGHT, `${bar.offsetHeight}px`),
  );
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty(BOTTOM_BAR_HEIGHT);
  };
}
