import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { cateringUrl, consumerUrl } from '../support/ports';
import { MATRIX, VARIANTS, chooseLocation, open, signIn, speak } from '../support/host-variants';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => banner(page).getByRole('navigation', { name: 'Main' });

/**
 * §4.14 the inbox count the sandbox's content cards give on a channel: cards neither viewed nor
 * control, and not for the other channel.
 */
async function unviewedCards(page: Page, catering: boolean): Promise<number> {
  const response = await page.request.get(
    `${consumerUrl}/cms/stories?starts_with=content-cards/&per_page=100&token=sandbox-public-token`,
  );
  const { stories } = (await response.json()) as {
    stories: Array<{
      content: { viewed: boolean; is_control: boolean; extras: { channel?: string } };
    }>;
  };
  const channel = catering ? 'catering' : 'default';
  return stories.filter(
    ({ content }) =>
      !content.viewed && !content.is_control && (content.extras.channel ?? channel) === channel,
  ).length;
}

for (const { variant, viewport, label } of MATRIX) {
  test.describe(`§2.3 header, ${label}`, () => {
    test.use({ viewport });

    // One page for both: a new one costs its first load. The guest first, then the member.
    test(`§2.3 header links by channel; a member sees the inbox count and the greeting, no Sign In (${label})`, async ({
      page,
    }) => {
      await test.step('§2.3 header links by channel', async () => {
        await open(page, variant);
        const header = banner(page);
        // The name holds the words the brand shows (WCAG 2.5.3), the channel's too.
        const brandName = variant.catering ? 'Biscuit Barn Catering — Home' : 'Biscuit Barn — Home';
        await expect(header.getByRole('link', { name: brandName, exact: true })).toHaveAttribute(
          'href',
          '/',
        );
        await expect(header.getByRole('button', { name: /Open your box, 0 items/ })).toBeVisible();
        if (viewport.mobile) {
          await expect(mainNav(page)).toBeHidden();
          await expect(header.getByRole('button', { name: 'Open the menu' })).toBeVisible();
        } else {
          await expect(header.getByRole('button', { name: 'Open the menu' })).toBeHidden();
          await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
            'href',
            '/account/login',
          );
          await expect(header.getByRole('link', { name: 'Order Now' })).toHaveAttribute(
            'href',
            '/order',
          );
          await expect(header.getByRole('link', { name: 'Find a Biscuit Barn' })).toHaveAttribute(
            'href',
            '/locations',
          );
          await expect(header.getByRole('link', { name: 'Pickup' })).toHaveAttribute(
            'href',
            '/locations?mode=pickup',
          );
          await expect(header.getByRole('link', { name: 'Delivery' })).toHaveAttribute(
            'href',
            '/locations?mode=delivery',
          );
        }
        if (variant.catering) {
          // §1: the catering channel hides the consumer navigation and links back home.
          await expect(header.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
            'href',
            consumerUrl,
          );
          await expect(header.getByText('Catering', { exact: true })).toBeVisible();
          if (!viewport.mobile) {
            const nav = mainNav(page);
            await expect(nav.getByRole('link', { name: 'Catering Menu' })).toHaveAttribute(
              'href',
              '/menu',
            );
            await expect(nav.getByRole('link', { name: 'Locations' })).toHaveAttribute(
              'href',
              '/locations',
            );
            await expect(nav.getByRole('link', { name: 'Bo Time Moments' })).toHaveAttribute(
              'href',
              '/bo-time-moments',
            );
            await expect(nav.getByRole('link', { name: 'Careers' })).toHaveCount(0);
            await expect(nav.getByRole('link', { name: 'About' })).toHaveCount(0);
            await expect(header.getByRole('button', { name: 'Español' })).toBeVisible();
          }
        } else {
          await expect(header.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
          if (!viewport.mobile) {
            const nav = mainNav(page);
            for (const [name, href] of <Array<[string, string]>>[
              ['Menu', '/menu'],
              ['Locations', '/locations'],
              ['Catering', '/catering'],
              ['Careers', '/careers'],
              ['About', '/about'],
            ]) {
              await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
                'href',
                href,
              );
            }
            await expect(nav.getByRole('link', { name: 'Bo Time Moments' })).toHaveCount(0);
            for (const [name, href] of <Array<[string, string]>>[
              ['Franchising', 'https://franchising.example.com/'],
              ['Catering', `${cateringUrl}/`],
              ['Merch Store', 'https://merch.example.com/'],
            ]) {
              await expect(
                header.getByRole('link', { name: `${name} (opens in a new tab)` }),
              ).toHaveAttribute('href', href);
            }
            await expect(header.getByRole('button', { name: 'Español' })).toBeVisible();
          }
        }
      });
      await test.step('§2.3 a member sees the inbox count and the greeting, no Sign In', async () => {
        const member = await signIn(page);
        const unviewed = await unviewedCards(page, variant.catering);
        await open(page, variant);
        if (viewport.mobile) {
          await banner(page).getByRole('button', { name: 'Open the menu' }).click();
          const menu = page.getByRole('dialog', { name: 'Site menu' });
          await expect(menu.getByRole('link', { name: `Hi, ${member.firstName}` })).toHaveAttribute(
            'href',
            '/account',
          );
          await expect(menu.getByRole('link', { name: /Sign in/ })).toHaveCount(0);
          return;
        }
        const header = banner(page);
        await expect(header.getByRole('link', { name: `Hi, ${member.firstName}` })).toHaveAttribute(
          'href',
          '/account',
        );
        await expect(
          header.getByRole('link', { name: `Inbox, ${unviewed} unviewed` }),
        ).toHaveAttribute('href', '/account/inbox');
        await expect(header.getByText(String(unviewed), { exact: true })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      });
    });
  });
}

for (const variant of VARIANTS) {
  test.describe(`§2.3 confirm-location prompt, ${variant.name}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    const menuName = variant.catering ? 'Catering Menu' : 'Menu';

    // One page for the four: a new one costs its first load. No location first, then one.
    test(`§2.3 the confirm-location prompt: none without a location; it replaces the Menu link and opens the locator's modal; none on the ordering routes nor once confirmed; one header row either way (${variant.name})`, async ({
      page,
      context,
    }) => {
      // Many pages in one test: its time limit is theirs added up.
      test.setTimeout(90_000);
      await test.step('§2.3 no prompt without a location', async () => {
        await open(page, variant, '/about');
        await expect(
          mainNav(page).getByRole('link', { name: menuName, exact: true }),
        ).toBeVisible();
        await expect(mainNav(page).getByRole('button', { name: 'Confirm Location' })).toHaveCount(
          0,
        );
      });
      await chooseLocation(page);
      await test.step("§2.3 the prompt replaces the Menu link and opens the locator's modal", async () => {
        await open(page, variant, '/about');
        const nav = mainNav(page);
        await expect(nav.getByRole('link', { name: menuName, exact: true })).toHaveCount(0);
        await nav.getByRole('button', { name: 'Confirm Location' }).click();
        await expect(
          page.getByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER FROM?' }),
        ).toBeVisible();
      });
      await test.step('§2.3 no prompt on the menu, ordering and locations routes, nor once confirmed', async () => {
        for (const path of ['/menu', '/order', '/order/confirm', '/locations']) {
          await open(page, variant, path);
          await expect(banner(page)).toBeVisible();
          await expect(mainNav(page).getByRole('button', { name: 'Confirm Location' })).toHaveCount(
            0,
          );
        }
        await context.addCookies([
          { name: 'location-confirmed', value: 'true', url: variant.origin },
        ]);
        await open(page, variant, '/about');
        await expect(
          mainNav(page).getByRole('link', { name: menuName, exact: true }),
        ).toBeVisible();
        await expect(mainNav(page).getByRole('button', { name: 'Confirm Location' })).toHaveCount(
          0,
        );
      });
      await test.step('the header holds one row at 1280 px, prompt or not, in English and Spanish', async () => {
        const rowHeights: number[] = [];
        for (const language of ['en-US', 'es']) {
          for (const confirmed of [false, true]) {
            await context.clearCookies();
            if (confirmed) {
              await context.addCookies([
                { name: 'location-confirmed', value: 'true', url: variant.origin },
              ]);
            }
            await speak(page, language);
            await open(page, variant, '/about');
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            const row = page.locator('.host-header-main');
            // Everything in the row shares one line: no item starts below the brand's line.
            const tops = await row.evaluate((main) =>
              [...main.children]
                .filter((child) => child.getBoundingClientRect().width > 0)
                .map((child) => {
                  const box = child.getBoundingClientRect();
                  return { top: box.top, bottom: box.bottom };
                }),
            );
            const lowestTop = Math.max(...tops.map((box) => box.top));
            const highestBottom = Math.min(...tops.map((box) => box.bottom));
            expect(lowestTop, `${language}, confirmed: ${confirmed}`).toBeLessThan(highestBottom);
            rowHeights.push(Math.round((await row.boundingBox())?.height ?? 0));
          }
        }
        // The prompt and the language change nothing in the row's height.
        expect(new Set(rowHeights).size, rowHeights.join(', ')).toBe(1);
      });
    });
  });
}

test.describe('§2.3 cart badge', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`§2.3 §9 the badge animates for 800 ms and the bag bounces for 700 ms when the quantity rises (${viewport.width})`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await waitUntilLive(page);
      const badge = page.getByTestId('box-badge');
      await expect(badge).toHaveText('0');

      // A real order of the sandbox, added to in another tab: the tabs share one box (§3).
      const created = await page.request.post('/api/v1/orders/create', {
        data: { menu_id: 100101 },
      });
      expect(created.ok()).toBeTruthy();
      const order = (await created.json()) as { id: string };
      const menu = (await (await page.request.get('/api/v1/menus/100101')).json()) as {
        categories: Array<{ products: Array<{ id: number }> }>;
      };
      const productId = menu.categories[0]?.products[0]?.id as number;
      const added = await page.request.post(`/api/v1/orders/${order.id}/products`, {
        data: { products: [{ id: productId, quantity: 2, choices: [], isupsell: false }] },
      });
      expect(added.ok()).toBeTruthy();
      const withProducts = (await added.json()) as Record<string, unknown>;
      // Watch the class changes in the page, so the test does not race the animation. One
      // observer for both, one time per delivery: two changes of one commit (a busy machine
      // renders both ends together) get the same time, in the order the page made them.
      await page.evaluate(() => {
        const log: Array<{ target: string; on: boolean; at: number }> = [];
        (window as unknown as { __pulses: typeof log }).__pulses = log;
        const observer = new MutationObserver((records) => {
          const at = performance.now();
          for (const record of records) {
            const element = record.target as HTMLElement;
            const id = element.dataset.testid ?? '';
            const on = /is-(animating|bouncing)/.test(element.className);
            const last = log.filter((entry) => entry.target === id).at(-1);
            if (last?.on !== on) log.push({ target: id, on, at });
          }
        });
        for (const id of ['box-badge', 'box-bag']) {
          const element = document.querySelector(`[data-testid="${id}"]`) as Element;
          observer.observe(element, { attributes: true, attributeFilter: ['class'] });
        }
      });
      const other = await context.newPage();
      await other.goto('/about');
      await other.evaluate((stored) => {
        localStorage.setItem(
          'qsr.order',
          JSON.stringify({ ...stored, expires: Date.now() + 60 * 60 * 1000 }),
        );
      }, withProducts);

      await expect(badge).toHaveText('2');
      await expect(page.getByRole('button', { name: 'Open your box, 2 items' })).toBeVisible();
      // And the animations themselves run 800 ms and 700 ms.
      expect(
        await page.evaluate(() => {
          const probe = (className: string) => {
            const element = document.createElement('span');
            element.className = className;
            document.body.append(element);
            const duration = getComputedStyle(element).animationDuration;
            element.remove();
            return duration;
          };
          return [probe('host-box-badge is-animating'), probe('host-bag is-bouncing')];
        }),
      ).toEqual(['0.8s', '0.7s']);
      const pulseOf = async (target: string) => {
        await expect
          .poll(() =>
            page.evaluate(
              (id) =>
                (window as unknown as { __pulses: Array<{ target: string }> }).__pulses.filter(
                  (entry) => entry.target === id,
                ).length,
              target,
            ),
          )
          .toBe(2);
        const [start, end] = await page.evaluate(
          (id) =>
            (
              window as unknown as { __pulses: Array<{ target: string; on: boolean; at: number }> }
            ).__pulses.filter((entry) => entry.target === id),
          target,
        );
        expect(start?.on).toBe(true);
        expect(end?.on).toBe(false);
        return { ms: (end?.at ?? 0) - (start?.at ?? 0), endedAt: end?.at ?? 0 };
      };
      const badgePulse = await pulseOf('box-badge');
      const bagPulse = await pulseOf('box-bag');
      // The classes stay on screen for at least the constants of §9, and go. How much longer a
      // busy machine keeps them (the clock starts once the pulse is painted) no bound in wall
      // time can say: the exact times are BoxButton.test.tsx's, on a fake clock. Both start with
      // the same change; the bag's shorter timer ends first.
      expect(badgePulse.ms).toBeGreaterThanOrEqual(780);
      expect(bagPulse.ms).toBeGreaterThanOrEqual(680);
      expect(bagPulse.endedAt).toBeLessThanOrEqual(badgePulse.endedAt);
    });
  }
});

for (const variant of VARIANTS.filter((v) => !v.app)) {
  for (const width of [1200, 1280]) {
    test(`§2.3 the box stays in view at ${width} px, signed out or in with a long name, in English and Spanish (${variant.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const member of [false, true]) {
        if (member) {
          await signIn(page);
          await page.addInitScript(() => {
            const user = JSON.parse(localStorage.getItem('qsr.user') ?? '{}') as object;
            localStorage.setItem(
              'qsr.user',
              JSON.stringify({ ...user, first_name: 'Maximiliano' }),
            );
          });
        }
        for (const language of ['en-US', 'es']) {
          await speak(page, language);
          await open(page, variant, '/about');
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          const box = banner(page).getByRole('button', {
            name: /^(Open your box|Abrir tu caja), 0/,
          });
          await expect(box).toBeVisible();
          const edge = await box.evaluate((element) => element.getBoundingClientRect().right);
          expect(edge, `${language}, member: ${member}`).toBeLessThanOrEqual(width);
          const row = page.locator('.host-header-main');
          expect(await row.evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
        }
      }
    });
  }
}
