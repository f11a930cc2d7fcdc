import type { Page } from '@playwright/test';

/**
 * What is the platform's stays with the platform: no error number, id, ISO date, format
 * template or programming value in the page's visible text.
 */
const LEAKS: Array<[RegExp, string]> = [
  [/\[\d{3}\]/, 'a platform error number'],
  [/\b\d{4}-\d{2}-\d{2}\b/, 'an ISO date'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i, 'a UUID'],
  [/\b[A-Z]{2,}(?:-[A-Z0-9]{2,})+\b/, 'an id (a campaign, reference, franchise or SKU)'],
  [/#{3}/, 'a format template'],
  [/\b(?:undefined|NaN)\b|\[object Object\]/, 'a programming value'],
];

/** The page's visible text, and each leak found in it. */
export async function internalCodes(page: Page, where: string): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return LEAKS.flatMap(([pattern, what]) => {
    const match = pattern.exec(text);
    return match ? [`${where}: ${what}: "${match[0]}"`] : [];
  });
}
