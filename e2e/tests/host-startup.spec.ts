import { expect, test } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { consumerUrl, sandboxDownUrl } from '../support/ports';
import { VARIANTS, open } from '../support/host-variants';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 1280, height: 800 } });

for (const variant of VARIANTS) {
  // One page for both: a new one costs its first load. The 404 first, with nothing chosen.
  test(`§2.11 an unknown route shows the 404 page; §4.10 a store link loads that location and creates an order (${variant.name})`, async ({
    page,
  }) => {
    // Every page starts the worker that loads ICU's data (docs/decisions.md): the host's URL, the
    // build's file and the server's content security policy must agree, or it never runs.
    const intlData = page.waitForResponse((response) =>
      response.url().endsWith('/intl-data-worker.js'),
    );
    const intlDataEnds = new Promise<void>((resolve) => {
      page.on('worker', (worker) => {
        if (worker.url().endsWith('/intl-data-worker.js')) worker.on('close', () => resolve());
      });
    });
    await test.step('§2.11 an unknown route shows the 404 page', async () => {
      const response = await open(page, variant, '/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Whoops! You flew the coop.' })).toBeVisible();
      await expect(
        page.getByText(
          "Sorry! This page went missing. Let's get you back to the Southern goodness.",
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Take Me Back Home' })).toHaveAttribute(
        'href',
        '/',
      );
    });
    await test.step('§4.10 a store link loads that location and creates an order', async () => {
      // The catering site orders only where catering is: Glenwood Ave caters.
      const store = variant.catering ? 101 : 102;
      const location = (await (
        await page.request.get(`${consumerUrl}/api/v1/locations/${store}`)
      ).json()) as {
        address: string;
      };
      await open(page, variant, `/?store=${store}`);
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: `Your restaurant: ${location.address}` }),
      ).toBeVisible();
      await expect
        .poll(async () =>
          page.evaluate(() => JSON.parse(localStorage.getItem('qsr.order') ?? 'null')?.id ?? null),
        )
        .not.toBeNull();
    });
    await test.step("the worker that loads ICU's data runs from the site's origin, and ends", async () => {
      const response = await intlData;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/javascript/);
      await intlDataEnds;
    });
  });
}

// One page for both: a new one costs its first load.
test('§4.10 the site starts even when the offers and the ordering API fail; §4.15 errors are cleared on a route change', async ({
  page,
}) => {
  await test.step('§4.10 the site starts even when the offers and the ordering API fail', async () => {
    await page.goto(`${sandboxDownUrl}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await test.step('§4.15 errors are cleared on a route change', async () => {
    await page.goto(`${sandboxDownUrl}/?store=101`);
    const errors = page.getByRole('alert').filter({ hasText: /./ }).first();
    await expect(errors).toBeVisible({ timeout: 15_000 });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('.host-errors li')).toHaveCount(0);
  });
});

test('§4.15 a chunk that fails to load reloads the page once, then shows the fallback with a retry', async ({
  page,
}) => {
  // The careers remote's entry answers, its page chunks do not: what a customer sees when a
  // deploy removed the files the open page still refers to.
  let blocked = true;
  await page.route('**/remotes/careers/**', (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const entry = file === 'mf-manifest.json' || file.startsWith('remoteEntry');
    return blocked && !entry ? route.abort() : route.continue();
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/careers');
  const area = page.locator('[data-remote-area="careers"]');
  await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('qsr.chunkReloadAt'))).not.toBeNull();
  await expect(page.getByRole('banner')).toBeVisible();

  blocked = false;
  await area.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  expect(loads).toBe(2);
});

test.describe('§4.11 language', () => {
  // One page for the three: a new one costs its first load. Each starts with nothing kept.
  test("§4.11 a lang query parameter, the toggle and the mobile menu's toggle", async ({
    page,
  }) => {
    await test.step('§4.11 a lang query parameter shows the site in Spanish, and <html lang> follows', async () => {
      await page.goto('/?lang=es');
      // The server's first screen is Spanish before the site's scripts start; they keep the
      // language when they do, so the next step clears what is kept only after that.
      await waitUntilLive(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Menú' })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Pide ahora' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Bísquets hechos a mano, todo el día',
      );
      await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados');
    });
    const forget = async () => {
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
    };
    await forget();
    await test.step('§4.11 the toggle switches to Spanish and back, and the choice is kept', async () => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
      ).toBeVisible();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    });
    await forget();
    await test.step('§4.11 the toggle in the mobile menu', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page
        .getByRole('dialog', { name: 'Site menu' })
        .getByRole('button', { name: 'Español' })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('dialog', { name: 'Menú del sitio' })).toBeVisible();
    });
  });
});
