import { expect, test } from '@playwright/test';
import { MATRIX, VARIANTS, attachScreenshot, open } from '../support/host-variants';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

const CATERING = VARIANTS[1] as (typeof VARIANTS)[number];

for (const { variant, viewport, label } of MATRIX) {
  test.describe(`home page, ${label}`, () => {
    test.use({ viewport });

    test(`home page from the content service, its first load fetching no remote; §4.14 content cards (${label})`, async ({
      page,
    }, testInfo) => {
      const remoteFiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/remotes/')) remoteFiles.push(request.url());
      });
      await open(page, variant);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(remoteFiles, 'remote files of the first load').toEqual([]);

      const main = page.getByRole('main');
      if (variant.catering) {
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(
          'Catering that feeds a crowd',
        );
        // It starts an order, as the consumer site's 'Order Now' does, rather than scrolling.
        await expect(main.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute(
          'href',
          '/order',
        );
        await expect(page.locator('#catering-menu')).toContainText('20 Piece Tenders Box');
        await expect(page).toHaveTitle('Catering | Biscuit Barn');
      } else {
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(
          'Scratch-made biscuits, all day long',
        );
        await expect(main.getByRole('link', { name: 'Order Now' })).toHaveAttribute(
          'href',
          '/order',
        );
        await expect(main.getByRole('heading', { name: 'Fan Favorites' })).toBeVisible();
        await expect(main.getByRole('link', { name: '3 Piece Tenders Combo' })).toHaveAttribute(
          'href',
          '/menu/product?id=BB-3PC-TENDERS',
        );
        await expect(page).toHaveTitle('Biscuit Barn');
      }

      // §4.14: the top alert, and the carousel without control or offer-screen cards.
      await expect(main.getByRole('region', { name: 'Holiday Hours' })).toBeVisible();
      const carousel = main.getByRole('region', { name: 'Offers and news' });
      // Each site's carousel offers only what its menu and codes make good.
      const shown: [string, string, ...string[]] = variant.catering
        ? ['Catering Deal', 'Web-Only Deal']
        : ['Free Biscuit Friday', 'Family Meal Deal', 'Web-Only Deal'];
      const [first, second] = shown;
      const otherSite = variant.catering
        ? ['Free Biscuit Friday', 'Family Meal Deal']
        : ['Catering Deal'];
      for (const title of shown) {
        await expect(carousel.locator('h3', { hasText: title })).toHaveCount(1);
      }
      for (const title of otherSite) {
        await expect(carousel.locator('h3', { hasText: title })).toHaveCount(0);
      }
      // A members' card says nothing true to a guest.
      await expect(carousel.locator('h3', { hasText: 'Your Rewards Are Waiting' })).toHaveCount(0);
      if (viewport.mobile) {
        // One card at a time on a phone, with previous and next.
        await expect(carousel.getByRole('heading', { name: first })).toBeVisible();
        await carousel.getByRole('button', { name: 'Next' }).click();
        await expect(carousel.getByRole('heading', { name: second })).toBeVisible();
        await expect(carousel.getByRole('heading', { name: first })).toBeHidden();
      } else {
        await expect(carousel.getByRole('heading', { name: 'Web-Only Deal' })).toBeVisible();
      }
      await expect(carousel).not.toContainText('Control Card');
      await expect(carousel).not.toContainText('Offers Just for You');
      await expect(carousel).not.toContainText('Holiday Hours');

      // §4.14: in-app messages of this site variant only; iam_app never on the web.
      const messages = main.getByRole('region', { name: 'Messages' });
      const catering = 'Planning an event? Catering delivery starts at $150.';
      const mealtime = 'New: the Hot Honey Chicken Sandwich is here.';
      await expect(messages).toContainText(variant.catering ? catering : mealtime);
      await expect(messages).not.toContainText(variant.catering ? mealtime : catering);
      await expect(messages).not.toContainText('Update the app');
      await messages.getByRole('button', { name: 'Dismiss' }).click();
      await expect(messages).toHaveCount(0);

      await attachScreenshot(page, testInfo, `home-${label.replace(' ', '-')}`);
    });
  });
}

test('§2.5 Catering Menu in the mobile menu goes to the catering menu on the home page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, CATERING, '/about');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page
    .getByRole('dialog', { name: 'Site menu' })
    .getByRole('link', { name: 'Catering Menu' })
    .click();
  await expect(page).toHaveURL(/\/#catering-menu$/);
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toHaveCount(0);
  await expect(page.locator('#catering-menu')).toBeInViewport();
});
