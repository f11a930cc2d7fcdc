import { expect, test } from '@playwright/test';
import { MATRIX, open } from '../support/host-variants';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

for (const { variant, viewport, label } of MATRIX) {
  test.describe(`accessibility, ${label}`, () => {
    test.use({ viewport });

    // One page for both rules: a new one costs its first load, and these steps only read it.
    test(`skip link, landmarks and visible focus; route changes are announced (${label})`, async ({
      page,
    }) => {
      await test.step('skip link, landmarks and visible focus', async () => {
        await open(page, variant);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
      });

      await test.step('route changes are announced to screen readers', async () => {
        await open(page, variant, '/no/such/page-here');
        await expect(
          page.getByRole('heading', { name: 'Whoops! You flew the coop.' }),
        ).toBeVisible();
        await page.getByRole('link', { name: 'Take Me Back Home' }).click();
        await expect(page).toHaveURL(`${variant.origin}/`);
        await expect(page.getByTestId('route-announcer')).toHaveText(
          variant.catering ? 'Catering | Biscuit Barn' : 'Biscuit Barn',
        );
        await expect(page.getByRole('main')).toBeFocused();
      });
    });
  });
}
