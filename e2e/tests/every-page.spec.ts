import { expect, test } from '@playwright/test';
import { VARIANTS, type Variant } from '../support/host-variants';
import {
  DESKTOP,
  PHONE,
  WALK_PARTS,
  checkRoutesAndOverlays,
  expectNothingFound,
  type Checks,
  type Language,
  type Viewport,
} from './a11y-support';
import { axeViolations } from './axe-check';
import { englishOnPage } from './english-check';
import { sectionHeadings } from './heading-check';
import { invalidMarkup } from './html-check';
import { ibmViolations } from './ibm-check';
import { internalCodes } from './internal-codes-check';

/**
 * Every route of §2.1 with content, every overlay and a member's pages (a11y-support.ts), in
 * each look a check takes, with every check of that look run in one visit of each page:
 * - axe (WCAG 2.0 to 2.2 A and AA): no serious or critical violation, each channel in English
 *   (consumer on a desktop, catering on a phone);
 * - IBM Equal Access (WCAG 2.2 AA), a second engine: no violation, each channel once in each
 *   language and at each width, crossed (English on a desktop and Spanish on a phone for one
 *   channel, the other way round for the other), so that four walks see every channel,
 *   language and width;
 * - no internal code (an error number, id, ISO date or format template) on screen, each channel
 *   in each language (internal-codes.spec.ts holds the rest of that rule);
 * - valid HTML (html-validate's recommended rules), each channel in each language;
 * - §4.11 no English on a Spanish page, and none wider than the screen, each channel once (the
 *   consumer site on a phone, catering on a desktop);
 * - one heading per section (heading-check.ts), each channel once, beside axe; journey-spanish.spec.ts walks the pages
 *   only a customer's steps reach (every product, every story, an order placed).
 * Each check's findings fail under its own name; the walks run side by side, each in two halves.
 */
const AXE: Checks = { axe: axeViolations };
const IBM: Checks = { 'IBM Equal Access': ibmViolations };
const CODES: Checks = { 'internal codes': internalCodes };
const HTML: Checks = { 'valid HTML': invalidMarkup };
const SPANISH: Checks = { 'no English': englishOnPage };
const HEADINGS: Checks = { 'one heading per section': sectionHeadings };

const channel = (name: Variant['name']) => VARIANTS.find((v) => v.name === name) as Variant;

/** A look: channel, language and size, and its checks; four looks see every check it needs. */
const LOOKS: Array<{
  variant: Variant;
  language: Language;
  viewport: Viewport;
  checks: Checks;
}> = [
  {
    variant: channel('consumer'),
    language: 'en-US',
    viewport: DESKTOP,
    checks: { ...AXE, ...IBM, ...CODES, ...HTML, ...HEADINGS },
  },
  {
    variant: channel('consumer'),
    language: 'es',
    viewport: PHONE,
    checks: { ...IBM, ...CODES, ...HTML, ...SPANISH },
  },
  {
    variant: channel('catering'),
    language: 'en-US',
    viewport: PHONE,
    checks: { ...AXE, ...IBM, ...CODES, ...HTML, ...HEADINGS },
  },
  {
    variant: channel('catering'),
    language: 'es',
    viewport: DESKTOP,
    checks: { ...IBM, ...CODES, ...HTML, ...SPANISH },
  },
];

// The walks share nothing (each its own page, restaurant and box): they run side by side.
test.describe.configure({ mode: 'parallel' });

test('each check finds its fault on a page made to fail it, again on a second look', async ({
  page,
}) => {
  // A picture without words, a button without a name, an id twice and a platform code shown.
  await page.setContent(
    '<!DOCTYPE html><html lang="en"><head><title>Faults</title></head><body><main>' +
      '<img src="data:,"><button id="twice"></button><p id="twice">[500] SKU BB-BISCUIT</p>' +
      '<section><p>A section nothing titles</p></section></main></body></html>',
  );
  const checks = { ...AXE, ...IBM, ...CODES, ...HTML, ...HEADINGS };
  for (const look of ['first', 'second']) {
    for (const [name, check] of Object.entries(checks)) {
      expect(await check(page, 'faults'), `${name}, ${look} look`).not.toEqual([]);
    }
  }
});

for (const { variant, language, viewport, checks } of LOOKS) {
  for (const part of WALK_PARTS) {
    test(`${Object.keys(checks).join(', ')}: nothing found on the ${part} (${variant.name}, ${language}, ${viewport.width}px)`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const found = await checkRoutesAndOverlays(page, variant, checks, {
        language,
        viewport,
        part,
      });
      expectNothingFound(found);
    });
  }
}
