import { expect, test } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { VARIANTS, VIEWPORTS, open } from '../support/host-variants';
import { boxAt } from './checkout-support';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

const RALEIGH = 101;

// One page for both widths (a new one costs its first load): what the channel decides does not
// change with the size.
for (const variant of VARIANTS) {
  test(`§1 the channel of the origin and the app variant, on a phone and a desktop (${variant.name})`, async ({
    page,
    context,
  }) => {
    for (const viewport of VIEWPORTS) {
      await test.step(viewport.name, async () => {
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
  });
}

// One page for the three (a new one costs its first load): an empty box first, as no popup has
// set the cookie yet; Continue last, as it leaves the site.
test('§2.10 the catering exit popup: none with an empty box; Cancel and Escape on a phone and a desktop set the cookie; Continue empties the box', async ({
  page,
  context,
}) => {
  await test.step('§2.10 with nothing in the catering box it leaves without asking', async () => {
    await page.goto(`${cateringUrl}/`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(consumerUrl + '/');
    const cookie = (await context.cookies(cateringUrl)).find((c) => c.name === 'exit-catering');
    expect(cookie).toBeUndefined();
  });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await test.step(`§2.10 Cancel closes the popup and sets the exit-catering cookie (${viewport.width})`, async () => {
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
  await test.step('§2.10 Continue empties the catering box and goes to the consumer site', async () => {
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
});
