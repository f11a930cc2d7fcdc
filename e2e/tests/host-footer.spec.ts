import { expect, test } from '@playwright/test';
import { MATRIX, open, orderProductPath } from '../support/host-variants';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

const LINKS: Array<[string, string]> = [
  ['Menu', '/menu'],
  ['Locations', '/locations'],
  ['Catering', '/catering'],
  ['About', '/about'],
  ['Foundation', '/foundation'],
  ['Gift Cards', '/gift'],
  ['Digital Gifting', '/digital-gifting'],
  ['Nutrition', '/menu/nutrition'],
  ['Community', '/community-relations'],
  ['Careers', '/careers'],
  ['Contact Us', '/contact'],
  ['Terms of Use', '/terms-of-use'],
  ['Privacy Policy', '/privacy-policy'],
];

for (const { variant, viewport, label } of MATRIX) {
  test.describe(`§2.4 footer, ${label}`, () => {
    test.use({ viewport });

    // One page for both rules: a new one costs its first load, and these steps only read it.
    test(`§2.4 footer links, social links, accessibility and copyright; hidden on the locations paths and the order-product route (${label})`, async ({
      page,
    }) => {
      await open(page, variant);
      // The home page's sections below the hero come in a chunk of their own and push the
      // footer down as they arrive: its button is used once the page above it has loaded (a
      // click scrolled to it before that once landed on the sections instead).
      await expect(page.locator('.host-page-loading')).toHaveCount(0);
      const footer = page.getByRole('contentinfo');
      const nav = footer.getByRole('navigation', { name: 'Footer' });
      for (const [name, href] of LINKS) {
        const link = nav.getByRole('link', { name, exact: true });
        if (href === '/catering' && variant.catering) await expect(link).toHaveCount(0);
        else await expect(link).toHaveAttribute('href', href);
      }
      for (const name of ['Facebook', 'Instagram', 'X', 'TikTok', 'YouTube']) {
        await expect(
          footer.getByRole('link', { name: `${name} (opens in a new tab)` }),
        ).toHaveAttribute('href', /^https:\/\//);
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Biscuit Barn.`);

      await footer.getByRole('button', { name: 'Accessibility' }).click();
      const panel = page.getByRole('dialog', { name: 'Accessibility' });
      await expect(panel).toBeVisible();
      await panel.getByRole('checkbox', { name: 'Larger text' }).check();
      await expect(page.locator('html')).toHaveClass(/a11y-large-text/);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);

      // Larger text stays on for the rest: what follows reads no size.
      const productPath = await orderProductPath(page, variant);
      for (const path of ['/locations', '/locations?mode=delivery', productPath]) {
        await open(page, variant, path);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(path.split('?')[0] as string));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }
      await open(page, variant, '/about');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
}
