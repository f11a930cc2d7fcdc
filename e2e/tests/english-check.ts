import type { Page } from '@playwright/test';
import { englishDictionary, type EnglishDictionary } from '../support/english-words';
import { englishIn, mainText } from '../support/spanish-check';

let dictionary: Promise<EnglishDictionary> | undefined;

/** The site's and the sandbox's English, read once per worker. */
export function siteEnglish(): Promise<EnglishDictionary> {
  dictionary ??= englishDictionary();
  return dictionary;
}

/**
 * §4.11 a page in Spanish: the document says so, no English word in the main region or an open
 * dialog (support/spanish-check.ts says what counts), and the page still fits the screen though
 * Spanish words run longer.
 */
export async function englishOnPage(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'es') found.push(`${where}: the document's language is "${lang}"`);
  for (const word of englishIn(await mainText(page), await siteEnglish())) {
    found.push(`${where}: ${word}`);
  }
  const [scroll, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  if (scroll > screen) found.push(`${where}: ${scroll - screen}px wider than the screen`);
  return found;
}
