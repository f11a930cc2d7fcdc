import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { VARIANTS, type Variant } from '../support/host-variants';
import {
  DESKTOP,
  PHONE,
  checkRoutesAndOverlays,
  type Language,
  type Viewport,
} from './a11y-support';

/**
 * A second engine beside axe. IBM Equal Access (accessibility-checker-engine,
 * its `ace.js` run in the page) with its WCAG 2.2 A and AA policy finds what axe does not
 * (unlabelled outputs, invalid autocomplete tokens, ARIA references to missing ids …): zero
 * violations on the routes and overlays axe covers (a11y-support.ts), in both channels. Each
 * channel runs once in each language and at each width, crossed (English on a desktop and
 * Spanish on a phone for one channel, the other way round for the other), so that four runs
 * see every channel, language and width.
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
async function aceViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(ACE);
  const results = await page.evaluate(async (policy) => {
    const engine = (window as unknown as { ace: { Checker: new () => unknown } }).ace;
    const checker = new engine.Checker() as {
      check(node: Document, policies: string[]): Promise<{ results: unknown[] }>;
    };
    return (await checker.check(document, [policy])).results;
  }, POLICY);
  return (results as AceResult[])
    .filter(({ value }) => value[0] === 'VIOLATION' && value[1] === 'FAIL')
    .map(
      (r) =>
        `${where}: ${r.ruleId} ${r.message}\n    ${r.snippet.slice(0, 200)}\n    at ${r.path.dom}`,
    );
}

const channel = (name: Variant['name']) => VARIANTS.find((v) => v.name === name) as Variant;
const RUNS: Array<{ variant: Variant; language: Language; viewport: Viewport }> = [
  { variant: channel('consumer'), language: 'en-US', viewport: DESKTOP },
  { variant: channel('consumer'), language: 'es', viewport: PHONE },
  { variant: channel('catering'), language: 'en-US', viewport: PHONE },
  { variant: channel('catering'), language: 'es', viewport: DESKTOP },
];

// The runs share nothing (each its own page, restaurant and box): they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const { variant, language, viewport } of RUNS) {
  test(`IBM Equal Access: no WCAG 2.2 AA violation on the §2.1 routes and overlays (${variant.name}, ${language}, ${viewport.width}px)`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const found = await checkRoutesAndOverlays(page, variant, aceViolations, {
      language,
      viewport,
    });
    expect(found, found.join('\n')).toEqual([]);
  });
}
