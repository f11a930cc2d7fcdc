import type { Locator, Page } from '@playwright/test';

/**
 * The bars standing at the foot of the screen now: fixed or sticky elements at least half the
 * screen wide whose bottom is the screen's. Each is named by its label, else its class.
 */
export function barsAtFoot(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const { position } = getComputedStyle(element);
        if (position !== 'fixed' && position !== 'sticky') return false;
        const box = element.getBoundingClientRect();
        return (
          box.height > 0 &&
          box.width >= window.innerWidth / 2 &&
          Math.abs(box.bottom - window.innerHeight) <= 1
        );
      })
      .map((element) => element.getAttribute('aria-label') ?? element.className),
  );
}

/** Whether what shows at the middle of `element` is the element itself, not something over it. */
export function onTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}

/** Whether every pixel of `element` shows: nothing around it cuts it off, nor its own width. */
export function wholeOnScreen(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    if (node.scrollWidth > node.clientWidth + 1) return false;
    const box = node.getBoundingClientRect();
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return false;
    }
    return box.right <= window.innerWidth && box.left >= 0;
  });
}
