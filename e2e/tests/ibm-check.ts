import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { engineInPage } from './engine-in-page';

/**
 * IBM Equal Access (accessibility-checker-engine, its `ace.js` run in the page) with its
 * WCAG 2.2 A and AA policy: a second engine beside axe, which finds what axe does not
 * (unlabelled outputs, invalid autocomplete tokens, ARIA references to missing ids …).
 */
const ACE = fs.readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');
const POLICY = 'WCAG_2_2';

interface AceResult {
  ruleId: string;
  reasonId: string;
  /** [VIOLATION | RECOMMENDATION | INFORMATION, PASS | FAIL | POTENTIAL | MANUAL] */
  value: [string, string];
  message: string;
  snippet: string;
  path: { dom: string };
}

/** The engine's violations on the page as it is now, one readable line (and the element) each. */
export async function ibmViolations(page: Page, where: string): Promise<string[]> {
  await engineInPage(page, 'ace', ACE);
  // The engine answers every rule's result on every element (1.5 MB on the menu): only the
  // violations leave the page.
  const violations = await page.evaluate(async (policy) => {
    const engine = (window as unknown as { ace: { Checker: new () => unknown } }).ace;
    const checker = new engine.Checker() as {
      check(node: Document, policies: string[]): Promise<{ results: AceResult[] }>;
    };
    return (await checker.check(document, [policy])).results.filter(
      ({ value }) => value[0] === 'VIOLATION' && value[1] === 'FAIL',
    );
  }, POLICY);
  return violations.map(
    (r) =>
      `${where}: ${r.ruleId} ${r.message}\n    ${r.snippet.slice(0, 200)}\n    at ${r.path.dom}`,
  );
}
