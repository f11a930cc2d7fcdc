import type { Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_VALIDATE_CONFIG, LIBRARY_INLINE_STYLES } from '../support/html-validate-config';

/**
 * The rendered markup is valid HTML by html-validate's recommended rules
 * (support/html-validate-config.ts says which are off and why): inputs say their type, ids are
 * unique, ARIA and roles fit their elements, buttons and links have text.
 */
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** What html-validate finds in the page as it stands, one readable line each. */
export async function invalidMarkup(page: Page, where: string): Promise<string[]> {
  const markup = await page.evaluate((libraryStyled) => {
    const copy = document.documentElement.cloneNode(true) as Element;
    for (const element of copy.querySelectorAll(libraryStyled)) element.removeAttribute('style');
    return `<!DOCTYPE html>\n${copy.outerHTML}`;
  }, LIBRARY_INLINE_STYLES.join(', '));
  const report = await validator.validateString(markup);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${where}: ${message.ruleId} ${message.message}\n    at ${message.selector ?? `line ${message.line}`}`,
    ),
  );
}
