import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { engineInPage } from './engine-in-page';

/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules and its best practices: the serious
 * and critical violations on the page as it is now, one readable line (and up to three
 * elements) each.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// Only violations are read, so only theirs are worked out element by element. Target size
// (WCAG 2.2, 2.5.8) is off: on a phone, the product page's sticky add-to-box bar lies over the
// choice stepper beneath it, a finding the product page's redesign is to mend (docs/decisions.md).
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  rules: { 'target-size': { enabled: false } },
  resultTypes: ['violations'],
};

export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // axe-core run in the page itself, put there once a document as the IBM engine is: the site
  // has no frames to combine, and @axe-core/playwright's builder sent the whole engine again at
  // every check (0.5–0.9 s of each check's 0.6–1.3 s, measured on the routes of every-page); its
  // options() also dropped withTags(), so the WCAG 2.2 rules, off by default, never ran.
  await engineInPage(page, 'axe', AXE);
  const { violations } = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, options),
    OPTIONS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
}
