import { expect, test, type Page } from '@playwright/test';
import { VARIANTS, VIEWPORTS, open } from '../support/host-variants';

/*
 * A catering customer who chose Spanish could not come back to English. The switch
 * is in the header strip on a desktop and in the site menu on a phone, on every channel.
 */

async function languageToggle(page: Page, mobile: boolean, name: string) {
  if (!mobile) return page.getByRole('banner').getByRole('button', { name });
  const menu = page.getByRole('dialog');
  // The site menu may still be open from the switch before.
  if (!(await menu.isVisible())) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Open the menu|Abrir el menú/ })
      .click();
  }
  return menu.getByRole('button', { name });
}

for (const variant of VARIANTS.filter((candidate) => candidate.catering)) {
  for (const viewport of VIEWPORTS) {
    test(`catering language switch there and back (${variant.name} ${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, variant);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

      await (await languageToggle(page, viewport.mobile, 'Español')).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');

      // The way back is named in English, the language it leads to.
      const back = await languageToggle(page, viewport.mobile, 'English');
      await expect(back).toHaveAttribute('lang', 'en-US');
      await back.click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    });
  }
}
