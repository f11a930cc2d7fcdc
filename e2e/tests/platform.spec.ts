import { expect, test, type Page } from '@playwright/test';
import { cateringUrl, consumerUrl, sandboxDownUrl } from '../support/ports';

interface MenuResponse {
  categories: Array<{ name: string; products: Array<{ name: string }> }>;
}

async function firstProductOf(page: Page, menuId: number): Promise<string> {
  const response = await page.request.get(`${consumerUrl}/api/v1/menus/${menuId}`);
  expect(response.ok()).toBeTruthy();
  const menu = (await response.json()) as MenuResponse;
  const name = menu.categories[0]?.products[0]?.name;
  expect(name).toBeTruthy();
  return name as string;
}

test.describe('§2.2 §7.5 bot check', () => {
  test('§2.2 the minimal layout initialises the bot-check service; sign-in there sends its result', async ({
    page,
  }) => {
    const widgetLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/bot-check/api.js') widgetLoads.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(widgetLoads).toEqual([]);

    await page.goto('/app/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect.poll(() => widgetLoads.length).toBe(1);
    await expect
      .poll(() => page.evaluate(() => typeof (window as { grecaptcha?: object }).grecaptcha))
      .toBe('object');

    const signin = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1/members/signin') && request.method() === 'POST',
    );
    const area = page.locator('[data-boundary="account"]');
    await area.getByLabel('Email').fill('demo@example.com');
    await area.getByLabel('Password').fill('Biscuits123!');
    await area.getByRole('button', { name: 'Sign In' }).click();
    expect((await signin).postDataJSON()).toMatchObject({ captcha: 'sandbox-captcha-ok' });
    await expect(page).not.toHaveURL(/\/app\/signin/);
    expect(widgetLoads).toHaveLength(1);
  });
});

test.describe('§2.1 routes', () => {
  test('§2.1 /menu lists products of the default menu from the sandbox', async ({ page }) => {
    const product = await firstProductOf(page, 100100);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: product }).first()).toBeVisible();
  });

  test('§9 catering /menu lists the catering menu 237039 when no location is chosen', async ({
    page,
  }) => {
    const product = await firstProductOf(page, 237039);
    await page.goto(`${cateringUrl}/menu`);
    await expect(page.getByRole('heading', { level: 1, name: 'Catering Menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: product }).first()).toBeVisible();
  });

  test('§2.11 a path with a broken escape is a page not found, not an error', async ({ page }) => {
    for (const path of ['/%E0%A4%A', '/news-and-community/%E0%A4%A']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Whoops! You flew the coop.' })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    }
  });
});

// Rule 5 (a remote that cannot be fetched, or throws, has its fallback and a retry) and the
// ordering API down are resilience.spec.ts's.
test.describe('runtime composition, by the rules between packages', () => {
  test('rule 2: the home page fetches no remote and no federation runtime; a route fetches only its own remote', async ({
    page,
  }) => {
    const hasFederationRuntime = () => page.evaluate(() => '__FEDERATION__' in globalThis);
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
      if (match?.[1]) remoteRequests.push(match[1]);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
    expect(await hasFederationRuntime()).toBe(false);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Menu' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    expect(new Set(remoteRequests)).toEqual(new Set(['menuCart']));
    expect(await hasFederationRuntime()).toBe(true);

    await page.getByRole('button', { name: /Open your box/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toContainText(
      'Your cart is empty',
    );
    expect(new Set(remoteRequests)).toEqual(new Set(['menuCart']));
  });

  test('rule 3: one React renderer runs across the host and every remote', async ({ page }) => {
    await page.addInitScript(() => {
      const counter = window as unknown as { __renderers: number };
      counter.__renderers = 0;
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: {
          supportsFiber: true,
          renderers: new Map(),
          inject() {
            counter.__renderers += 1;
            return counter.__renderers;
          },
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await page.goto('/');
    const visits: Array<[string, string]> = [
      ['Menu', 'Menu'],
      ['Locations', 'Find a restaurant'],
      ['Careers', 'Careers'],
      ['About', 'About Us'],
    ];
    for (const [link, heading] of visits) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: link })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers),
    ).toBe(1);

    // The Module Federation share scope: one version of each singleton, provided by the host.
    const providers = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } })
        .__FEDERATION__.__SHARE__;
      const seen: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, entry] of Object.entries(versions)) {
              seen[name] = [...new Set([...(seen[name] ?? []), `${version} from ${entry.from}`])];
            }
          }
        }
      }
      return seen;
    });
    for (const singleton of [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      '@qsr/shared-contracts',
    ]) {
      expect(providers[singleton], singleton).toHaveLength(1);
      expect(providers[singleton]?.[0], singleton).toMatch(/ from host$/);
    }
  });
});

test.describe('§8 errors', () => {
  test('§8 §4.11 with the ordering API down, a Spanish /menu says so in Spanish', async ({
    page,
  }) => {
    await page.goto(`${sandboxDownUrl}/menu?lang=es`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Problema de conexión. Inténtalo de nuevo.' }),
    ).toBeVisible();
    await expect(page.getByText('Connection issue')).toHaveCount(0);
  });
});
