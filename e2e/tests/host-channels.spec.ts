import { expect, test } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { MATRIX, open } from '../support/host-variants';
import { boxAt } from './checkout-support';

const RALEIGH = 101;

for (const { variant, viewport, label } of MATRIX) {
  test(`§1 the channel of the origin and the app variant (${label})`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await open(page, variant);
    const site = page.locator('.host-site');
    await expect(site).toHaveClass(variant.catering ? /channel-catering/ : /channel-default/);
    await expect(site).toHaveClass(variant.app ? /app-catering/ : /^(?!.*app-catering)/);
    const source = (await context.cookies()).find((cookie) => cookie.name === 'source');
    expect(source?.value).toBe(variant.app ? 'app' : undefined);
    // §1: the cookie keeps the app variant on later pages without the parameter.
    await page.goto(`${variant.origin}/offers`);
    await expect(site).toHaveClass(variant.app ? /app-catering/ : /^(?!.*app-catering)/);
  });
}

test.describe('§2.10 catering exit popup', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`§2.10 Cancel closes the popup and sets the exit-catering cookie (${viewport.width})`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await boxAt(page, cateringUrl, RALEIGH, [['CT-TENDERS-BOX-20', 1]], { catering: true });
      await page.goto(`${cateringUrl}/`);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      const popup = page.getByRole('alertdialog', {
        name: 'Are you sure you want to exit catering?',
      });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('button', { name: 'Continue' })).toBeVisible();
      await popup.getByRole('button', { name: 'Cancel' }).click();
      await expect(popup).toHaveCount(0);
      await expect(page).toHaveURL(`${cateringUrl}/`);
      const cookie = (await context.cookies(cateringUrl)).find((c) => c.name === 'exit-catering');
      expect(cookie?.value).toBe('opened');

      // Escape closes it too.
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
    });
  }

  test('§2.10 Continue empties the catering box and goes to the consumer site', async ({
    page,
  }) => {
    await boxAt(page, cateringUrl, RALEIGH, [['CT-TENDERS-BOX-20', 1]], { catering: true });
    await page.goto(`${cateringUrl}/`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to exit catering?' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(page).toHaveURL(consumerUrl + '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back to Home' })).toHaveCount(
      0,
    );
    // The catering site's box is gone.
    const other = await page.context().newPage();
    await other.goto(`${cateringUrl}/about`);
    expect(await other.evaluate(() => localStorage.getItem('qsr.order'))).toBeNull();
  });

  test('§2.10 with nothing in the catering box it leaves without asking', async ({
    page,
    context,
  }) => {
    await page.goto(`${cateringUrl}/`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(consumerUrl + '/');
    const cookie = (await context.cookies(cateringUrl)).find((c) => c.name === 'exit-catering');
    expect(cookie).toBeUndefined();
  });
});
