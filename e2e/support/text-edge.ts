import type { Locator } from '@playwright/test';

/** Where the words of `element` start on the page: its text's left edge, not its box's. */
export function wordsLeft(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().left;
  });
}
