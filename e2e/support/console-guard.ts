import type { Page } from '@playwright/test';

/** Chromium's own line for an answer with a 4xx status: the network log, not the site. */
const BROWSER_REFUSAL_LINE =
  /^Failed to load resource: the server responded with a status of 4\d\d\b/;

const isApiRefusal = (text: string, url: string) =>
  BROWSER_REFUSAL_LINE.test(text) && /^https?:\/\/[^/]+\/api\//.test(url);

/**
 * Collects the page's console errors and uncaught errors from now on, except the browser's line
 * for an API's refusal (docs/decisions.md, "A refusal the customer is shown is no error of the
 * site"): a 5xx's line and everything the site logs count.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (!isApiRefusal(message.text(), url)) errors.push(`${message.text()} ${url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
