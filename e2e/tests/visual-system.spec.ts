import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { watchTraffic } from '../support/page-ready';
import {
  freezeClock,
  CONTACT_SHEET_LOOKS,
  SHEET,
  SHEET_LOOKS,
  SHEET_VARIANTS,
  SHEET_VIEWPORTS,
  showIn,
  steady,
} from './visual-support';

/**
 * One design system across the six remotes. Each key page and overlay is compared with
 * its committed picture (tests/visual-system.spec.ts-snapshots/) on both channels, in English at
 * 1280×800 and in Spanish at 390×844, with what changes between runs masked: a remote that
 * drifts from the system (its own colour, margin, button or type) fails here. A page is opened
 * once and then resized and switched to Spanish, as a customer's tab would be.
 *
 * `npm run screenshots` runs this file with CONTACT_SHEET set: each picture is also written whole
 * (full page) to that folder for review, in all four crossings of language and size.
 */
const sheetDir = process.env.CONTACT_SHEET;

test.describe.configure({ mode: 'parallel' });
// Each page's requests are counted from its first navigation (support/page-ready.ts).
test.beforeEach(({ page }) => {
  watchTraffic(page);
});

for (const variant of SHEET_VARIANTS) {
  for (const sheet of SHEET) {
    test(`the system draws ${sheet.name} on the ${variant.name} site, in English on a desktop and Spanish on a phone`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await freezeClock(page);
      await page.setViewportSize(SHEET_VIEWPORTS[0]);
      await sheet.open(page, variant);
      for (const look of sheetDir ? CONTACT_SHEET_LOOKS : SHEET_LOOKS) {
        const { language, viewport } = look;
        await showIn(page, variant, language);
        await page.setViewportSize(viewport);
        await steady(page);
        const name = `${sheet.name}-${variant.name}-${language}-${viewport.name}.png`;
        const mask = sheet.dynamic?.(page) ?? [];
        if (sheetDir) {
          fs.mkdirSync(sheetDir, { recursive: true });
          await page.screenshot({
            path: path.join(sheetDir, name),
            fullPage: !sheet.overlay,
            mask,
          });
        }
        if (!SHEET_LOOKS.some((compared) => compared === look)) continue;
        await expect(page, name).toHaveScreenshot(name, { mask, maxDiffPixelRatio: 0.01 });
      }
    });
  }
}
