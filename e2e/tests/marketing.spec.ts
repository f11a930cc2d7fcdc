import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/ports';

/** Every marketing route of §2.1 with a story in the sandbox, and its page name. */
const ROUTES: Array<[path: string, name: string]> = [
  ['/about', 'About Us'],
  ['/about/our-story', 'Our Story'],
  ['/about/chicken-scoop', 'The Chicken Scoop'],
  ['/about/chicken-scoop/a-hot-honey-story', 'A Hot Honey Story'],
  ['/biscuit-month', 'Biscuit Month'],
  ['/bo-time-moments', 'Bo Time Moments'],
  ['/bo-time-moments/game-day', 'Game Day'],
  ['/chickenverse/hot-honey-lore', 'Hot Honey Lore'],
  ['/expansion-menu', 'Expansion Menu'],
  ['/expansion-menu/items', 'Expansion Menu Items'],
  ['/expansion-menu/items/hot-honey-biscuit', 'Hot Honey Biscuit'],
  ['/foundation', 'Foundation'],
  ['/foundation/grants', 'Community Grants'],
  ['/franchising/process', 'The Process'],
  ['/in-the-community', 'In the Community'],
  ['/media-resources', 'Media Resources'],
  ['/news-and-community', 'News & Community'],
  ['/news-and-community/biscuit-month-returns', 'Biscuit Month Returns'],
  ['/refund', 'Refund'],
  ['/search', 'Search'],
  ['/technical-support', 'Technical Support'],
  ['/welcometohoneybutter', 'Welcome to Honey Butter'],
  ['/welcometohoneybutter/rewards', 'Rewards'],
  ['/gift', 'Gift Cards'],
];

/** Console errors of the page, but for the favicon the host does not ship yet. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const marketing = (page: Page) => page.locator('[data-boundary="marketing"]');

test.describe('§2.1 marketing pages', () => {
  // One page for the four: a new one costs its first load. Spanish last, as it is kept.
  test('§2.1 every marketing route renders its content without console errors, keeps its canonical link on navigation, and /search finds pages; §3 §4.11 Spanish content', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await test.step('§2.1 every marketing route renders its content without console errors', async () => {
      const errors = consoleErrors(page);
      for (const [path, name] of ROUTES) {
        await page.goto(path);
        await expect(marketing(page).getByRole('heading', { level: 1, name })).toBeVisible();
        // Content, not just a heading: at least one block or article below it.
        await expect(marketing(page).locator('h2, p').first()).toBeVisible();
        await expect(page).toHaveTitle(`${name} | Biscuit Barn`);
      }
      expect(errors).toEqual([]);
    });
    await test.step('§2.1 the client keeps the canonical link right on navigation', async () => {
      await page.goto('/about');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/$/);
      await marketing(page).getByRole('link', { name: 'Our Story' }).first().click();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/about\/our-story\/$/,
      );
      await expect(page).toHaveTitle('Our Story | Biscuit Barn');
    });
    await test.step('§2.1 /search finds pages by their text', async () => {
      await page.goto('/search');
      await marketing(page).getByLabel('What are you looking for?').fill('biscuit');
      await marketing(page).getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?q=biscuit$/);
      await expect(marketing(page).getByText(/pages? match “biscuit”/)).toBeVisible();
      await expect(
        marketing(page).getByRole('link', { name: 'Biscuit Month' }).first(),
      ).toBeVisible();
    });
    await test.step('§3 §4.11 Spanish content from the content service', async () => {
      await page.goto('/about?lang=es');
      await expect(
        marketing(page).getByRole('heading', { level: 1, name: 'Sobre nosotros' }),
      ).toBeVisible();
    });
  });

  test('§2.1 the raw HTML of /about/ carries the title, canonical and social tags', async ({
    request,
  }) => {
    const response = await request.get('/about/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>About Us | Biscuit Barn</title>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:${E2E.port}/about/" />`);
    expect(html).toMatch(/<meta property="og:title" content="About Us" \/>/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://localhost:${E2E.port}/cms/assets/[^"]+" />`,
      ),
    );
  });

  test('§2.1 a page without content is titled Not Found and answers 404', async ({
    page,
    request,
  }) => {
    const raw = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain('<title>Not Found | Biscuit Barn</title>');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Whoops! You flew the coop.' })).toBeVisible();
    await expect(page).toHaveTitle('Not Found | Biscuit Barn');
  });
});

test.describe('§2.1 §7.3 forms from content', () => {
  test('§2.1 a form with every custom field type submits and shows success', async ({
    page,
    request,
  }) => {
    await page.goto('/in-the-community');
    const form = marketing(page).locator('form');
    await form.getByLabel(/^Organization/).fill('Troop 42');
    await form.getByLabel(/^Your name/).fill('Dana Scout');
    await form.getByLabel(/^Email/).fill('troop42@example.com');
    await form.getByLabel(/^Phone/).pressSequentially('9195550142');
    await expect(form.getByLabel(/^Phone/)).toHaveValue('919-555-0142');
    await form.getByLabel(/^Zip code/).pressSequentially('27612x99');
    await expect(form.getByLabel(/^Zip code/)).toHaveValue('27612');
    // The locator's fields, placed through the host's remote loader (react-select).
    const store = form.getByLabel(/^Restaurant/);
    await store.fill('Glenwood');
    await page.keyboard.press('Enter');
    const favourites = form.getByLabel(/^Your favorite menu items/);
    for (const item of ['Honey Butter Biscuit', 'Mac', 'Sweet Tea', 'Collard']) {
      await favourites.fill(item);
      await page.keyboard.press('Enter');
    }
    await expect(form.getByText(/and \d+ other favs/)).toBeVisible();
    await form.getByLabel(/^Fundraiser code/).fill('spirit5');
    await expect(form.getByLabel(/^Fundraiser code/)).toHaveValue('SPIRIT5');
    await form.getByLabel(/I agree to the/).check();
    await expect(form.getByRole('link', { name: 'Read the Spirit Night guide' })).toHaveAttribute(
      'href',
      '/foundation',
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(marketing(page).getByRole('status')).toContainText('Thanks!');

    const submissions = await request.get(
      `http://127.0.0.1:${E2E.sandboxPort}/forms/_sandbox/submissions`,
    );
    const { submissions: newestFirst } = (await submissions.json()) as {
      submissions: Array<{ form: string; fields: Record<string, unknown> }>;
    };
    const sent = newestFirst.find((submission) => submission.form === 'community-request');
    expect(sent?.fields).toMatchObject({
      organisation: 'Troop 42',
      phone: '919-555-0142',
      zip: '27612',
      promo: 'SPIRIT5',
      agree: true,
      store: [expect.stringContaining('Glenwood Ave')],
    });
    expect((sent?.fields.favourite as string[]).length).toBe(4);
  });

  test('a submit with problems sums them up at the top, each at its field too (en, es)', async ({
    page,
  }) => {
    for (const words of [
      {
        lang: 'en',
        title: 'Please check the highlighted fields.',
        required: 'Please fill this in.',
        organisation: /^Organization/,
        name: 'Your name',
        store: 'Restaurant',
        email: 'Email',
        send: 'Submit',
      },
      {
        lang: 'es',
        title: 'Revisa los campos marcados.',
        required: 'Completa este campo.',
        organisation: /^Organización/,
        name: 'Tu nombre',
        store: 'Restaurante',
        email: 'Correo electrónico',
        send: 'Enviar',
      },
    ]) {
      await page.goto(`/in-the-community?lang=${words.lang}`);
      const form = marketing(page).locator('form');
      // The locator's store select is in place before the customer sends.
      await expect(form.getByRole('combobox', { name: words.store })).toBeVisible();
      await form.getByLabel(words.organisation).fill('Troop 42');
      await form.getByRole('button', { name: words.send }).click();
      const summary = form.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(words.title);
      await expect(summary.getByRole('link').first()).toHaveText(
        `${words.name}: ${words.required}`,
      );
      await expect(
        summary.getByRole('link', { name: `${words.store}: ${words.required}` }),
      ).toBeVisible();
      // Each link takes the customer to the field, which says what is wrong under it.
      await summary.getByRole('link', { name: `${words.email}: ${words.required}` }).click();
      const email = form.getByRole('textbox', { name: words.email });
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription(words.required);
      await expect(form.getByLabel(words.organisation)).not.toHaveAttribute('aria-invalid');
    }
  });

  test('§2.12 a store search that finds nothing offers to clear it', async ({ page }) => {
    await page.goto('/in-the-community');
    const store = marketing(page).getByRole('combobox', { name: /^Restaurant/ });
    await store.fill('Atlantis');
    await expect(
      page.getByText('Oops! No elements found. Consider changing the search query.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('option')).toHaveText(['Clear the search']);
    await page.keyboard.press('Enter');
    await expect(store).toHaveValue('');
    await expect(store).toBeFocused();
    await expect(page.getByRole('option').first()).toHaveText(/, [A-Z]{2}$/);
  });

  test('§8 a failing submission shows its error as one message and keeps the form', async ({
    page,
  }) => {
    await page.goto('/technical-support');
    const form = marketing(page).locator('form');
    await form.getByLabel(/^Name/).fill('Pat');
    await form.getByLabel(/^Email/).fill('pat@example.com');
    await form.getByLabel(/^Describe the problem/).fill('x'.repeat(150_000));
    const consent = form.getByRole('checkbox');
    if (await consent.count()) await consent.first().check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(marketing(page).getByRole('alert')).toHaveText('Request body is too large.');
    await expect(form.getByLabel(/^Name/)).toHaveValue('Pat');
  });
});
