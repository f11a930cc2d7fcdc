import { expect, test, type Locator, type Page } from '@playwright/test';
import { VARIANTS, chooseLocation, open, orderProductPath, signIn } from '../support/host-variants';

const PHONE = { width: 390, height: 844 };
const LONG_ADDRESS_LOCATION = 115; // 590 Ponce de Leon Ave NE

async function openMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** §4.3 the Pickup/Delivery toggle, in the mobile menu or the bottom bar. */
const toggle = (scope: Page | Locator) => scope.getByRole('group', { name: 'Pickup or delivery' });

const bar = (page: Page) => page.getByRole('region', { name: 'Your order' });

/*
 * Two tests a channel, each one page going from rule to rule (a new page costs its first load):
 * a guest without a restaurant, then a restaurant with a long address and a member.
 */
for (const variant of VARIANTS) {
  const orderLabel = variant.app ? 'Start Your Order' : 'Order Now';

  test.describe(`§2.5 mobile menu and §2.6 bottom bar, ${variant.name}`, () => {
    test.use({ viewport: PHONE });

    test(`§2.5 §2.6 a guest without a restaurant: the menu's items, keyboard and icon buttons; the bar's link, where it hides, the app's tabs, a desktop (${variant.name})`, async ({
      page,
    }) => {
      // Many pages in one test: its time limit is theirs added up.
      test.setTimeout(120_000);
      await test.step("§2.5 a guest's mobile menu: items by channel", async () => {
        await open(page, variant);
        const menu = await openMenu(page);
        const links = menu.getByRole('navigation', { name: 'Menu' });
        if (variant.catering) {
          await expect(menu.getByRole('link', { name: 'Sign in or Sign up' })).toHaveCount(0);
          await expect(links.getByRole('link', { name: 'Catering Menu' })).toHaveAttribute(
            'href',
            '/#catering-menu',
          );
          await expect(links.getByRole('link', { name: 'Bo Time Moments' })).toHaveAttribute(
            'href',
            '/bo-time-moments',
          );
          await expect(menu.getByRole('button', { name: 'Español' })).toBeVisible();
        } else {
          await expect(menu.getByRole('link', { name: 'Sign in or Sign up' })).toHaveAttribute(
            'href',
            '/account/login',
          );
          await expect(links.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute(
            'href',
            '/menu',
          );
          await expect(links.getByRole('link', { name: 'Bo Time Moments' })).toHaveCount(0);
          await expect(menu.getByRole('button', { name: 'Español' })).toBeVisible();
        }
        await expect(links.getByRole('link', { name: 'Offers' })).toHaveCount(0);
        for (const [name, href] of <Array<[string, string]>>[
          ['Locations', '/locations'],
          ['Careers', '/careers'],
          ['About Us', '/about'],
          ['Catering', '/catering'],
          ['Foundation', '/foundation'],
          ['Community', '/in-the-community'],
          ['Contact Us', '/contact'],
        ]) {
          await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute(
            'href',
            href,
          );
        }
        await expect(
          links.getByRole('link', { name: 'Franchising (opens in a new tab)' }),
        ).toHaveAttribute('href', 'https://franchising.example.com/');
        await expect(
          links.getByRole('link', { name: 'Merch Store (opens in a new tab)' }),
        ).toHaveAttribute('href', 'https://merch.example.com/');
        await expect(menu.getByRole('link', { name: 'Find a Biscuit Barn' })).toHaveAttribute(
          'href',
          '/locations',
        );
        await expect(toggle(page)).toHaveCount(0);
        await expect(menu.getByRole('link', { name: 'Order Now' })).toHaveAttribute(
          'href',
          '/order',
        );
        await expect(menu.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
          'href',
          '/terms-of-use',
        );
        await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
          'href',
          '/privacy-policy',
        );
        await expect(menu.getByRole('link', { name: 'Gift Cards' })).toHaveCount(
          variant.catering ? 0 : 1,
        );
        await expect(menu.getByRole('link', { name: 'Nutrition' })).toHaveCount(
          variant.catering ? 0 : 1,
        );
      });
      await test.step('§2.5 keyboard: focus stays in the menu, Escape closes it', async () => {
        await open(page, variant);
        const menu = await openMenu(page);
        for (let i = 0; i < 40; i += 1) {
          await page.keyboard.press('Tab');
          expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
      });
      await test.step("§2.5 open and close are the system's icon button: named, 44×44, the ring", async () => {
        await open(page, variant);
        const opener = page.getByRole('banner').getByRole('button', { name: 'Open the menu' });
        await expect(opener).toHaveClass(/\bui-icon-button\b/);
        const menu = await openMenu(page);
        const close = menu.getByRole('button', { name: 'Close the menu' });
        await expect(close).toHaveClass(/\bui-icon-button\b/);
        // Measured once the menu has slid in: mid-slide its transform leaves 43.99998 px.
        await menu.evaluate((el) =>
          Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
        for (const button of [opener, close]) {
          const box = await button.boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(44);
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
        await close.focus();
        // Focused from the keyboard, it draws the system's ring (3 px, outside its box).
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(close).toBeFocused();
        const ring = await close.evaluate((el) => getComputedStyle(el).outlineWidth);
        expect(ring).toBe('3px');
        await close.click();
        await expect(menu).toHaveCount(0);
      });
      await test.step(`§2.6 without a location: ${orderLabel} to /locations`, async () => {
        await open(page, variant, '/about');
        await expect(bar(page).getByRole('link', { name: orderLabel })).toHaveAttribute(
          'href',
          '/locations',
        );
      });
      await test.step('§2.6 hidden on order-product, order-checkout and account-login', async () => {
        const productPath = await orderProductPath(page, variant);
        for (const path of [productPath, '/order/checkout', '/account/login']) {
          await open(page, variant, path);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page).toHaveURL(new RegExp(path.split('?')[0] as string));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (!variant.app) {
            await expect(bar(page)).toHaveCount(0);
            continue;
          }
          // In the app the bar stays with its tabs alone: no order row.
          await expect(bar(page).getByRole('navigation', { name: 'App' })).toBeVisible();
          await expect(bar(page).getByRole('link', { name: orderLabel })).toHaveCount(0);
          await expect(toggle(bar(page))).toHaveCount(0);
        }
      });
      await test.step("§2.6 the app's tabs only in the app, and there on every page", async () => {
        const appBar = page.getByRole('navigation', { name: 'App' });
        for (const path of [
          '/',
          '/offers',
          '/account',
          '/account/settings',
          '/account/payments',
          '/account/order-history',
        ]) {
          await open(page, variant, path);
          await expect(bar(page)).toBeVisible();
          if (!variant.app) {
            await expect(appBar).toHaveCount(0);
            continue;
          }
          for (const [name, href] of <Array<[string, string]>>[
            ['Home', '/'],
            ['Menu', '/menu'],
            ['Offers', '/offers'],
            ['Account', '/account'],
          ]) {
            await expect(appBar.getByRole('link', { name, exact: true })).toHaveAttribute(
              'href',
              href,
            );
          }
          await expect(appBar.getByRole('button', { name: /^Box\s*0/ })).toBeVisible();
        }
        for (const path of ['/menu', '/account/inbox', '/about']) {
          await open(page, variant, path);
          await expect(bar(page)).toBeVisible();
          await expect(appBar).toHaveCount(variant.app ? 1 : 0);
        }
      });
      await test.step('§2.6 no order row and no menu button on a desktop; the app keeps its tabs', async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await open(page, variant);
        await expect(page.getByRole('banner')).toBeVisible();
        if (variant.app) {
          await expect(bar(page).getByRole('navigation', { name: 'App' })).toBeVisible();
          await expect(bar(page).getByRole('link', { name: 'Start Your Order' })).toHaveCount(0);
        } else {
          await expect(bar(page)).toHaveCount(0);
        }
        await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
      });
    });

    test(`§2.5 §2.6 with a restaurant, the address cut to fit and the toggle; a member's menu (${variant.name})`, async ({
      page,
    }) => {
      // Many pages in one test: its time limit is theirs added up.
      test.setTimeout(60_000);
      await chooseLocation(page, LONG_ADDRESS_LOCATION);
      await test.step('§2.5 the address in 20 characters and the toggle, not on the locations page', async () => {
        await open(page, variant);
        const menu = await openMenu(page);
        // What the eye reads; the name (above) has the whole address.
        await expect(
          menu
            .getByRole('link', { name: 'Your restaurant: 590 Ponce de Leon Ave NE' })
            .locator('[aria-hidden="true"]'),
        ).toHaveText('590 Ponce de Leon Av…');
        await expect(toggle(menu)).toBeVisible();
        // Route change closes the menu (§2.5); on the locations page there is no toggle.
        await menu.getByRole('link', { name: 'Locations', exact: true }).click();
        await expect(page).toHaveURL(/\/locations$/);
        await expect(menu).toHaveCount(0);
        const again = await openMenu(page);
        await expect(toggle(again)).toHaveCount(0);
      });
      await test.step('§2.6 the address in 15 characters and the toggle', async () => {
        await open(page, variant, '/about');
        await expect(
          bar(page)
            .getByRole('link', { name: 'Your restaurant: 590 Ponce de Leon Ave NE' })
            .locator('[aria-hidden="true"]'),
        ).toHaveText('590 Ponce de Le…');
        await expect(toggle(bar(page))).toBeVisible();
        await expect(bar(page).getByRole('link', { name: orderLabel })).toHaveCount(0);
        // The toggle is the host's: a page without the locator's part loads none of its remote.
        const locatorFiles = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/remotes/locator/'))
            .map((entry) => entry.name),
        );
        expect(locatorFiles).toEqual([]);
      });
      await test.step("§2.5 a member's mobile menu: profile, Offers outside catering", async () => {
        const member = await signIn(page);
        await open(page, variant);
        const menu = await openMenu(page);
        await expect(menu.getByRole('link', { name: `Hi, ${member.firstName}` })).toHaveAttribute(
          'href',
          '/account',
        );
        await expect(menu.getByRole('link', { name: 'Sign in or Sign up' })).toHaveCount(0);
        await expect(menu.getByRole('link', { name: 'Offers' })).toHaveCount(
          variant.catering ? 0 : 1,
        );
      });
    });
  });
}
