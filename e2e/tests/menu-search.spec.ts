import { expect, test, type Page } from '@playwright/test';
import { cateringUrl } from '../support/ports';
import { axeViolations } from './axe-check';

// One page walks the search on both channels, in both languages, on a phone and a desktop: a new
// page would cost its first load; each step opens its own address.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const results = (page: Page) => page.getByRole('region', { name: /Search results|Resultados/ });

test('menu search: a misspelt product found on both channels, in both languages, phone and desktop', async ({
  page,
}) => {
  await test.step('phone, English: "biscut" finds the biscuits, by keyboard too, and back returns to them', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/menu');
    const field = page.getByRole('searchbox', { name: 'Search the menu' });
    await field.fill('biscut');
    await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(
      /^\d+ items match “biscut”$/,
    );
    const first = results(page).getByRole('link').first();
    await expect(first).toHaveText('Buttermilk Biscuit');
    // The menu's categories give way to what was found.
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toHaveCount(0);
    expect(await axeViolations(page, 'menu search results')).toEqual([]);
    await field.focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Biscuit' })).toBeVisible();
    await page.goBack();
    await expect(field).toHaveValue('biscut');
    await expect(results(page).getByRole('link').first()).toHaveText('Buttermilk Biscuit');
  });

  await test.step('phone, English: "vegetarian" finds the items tagged so, and only those', async () => {
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('vegetarian');
    // As many cards as the status line says (the list may draw in slices), each tagged.
    const status = page.getByRole('status').filter({ hasText: /match/ });
    await expect(status).toHaveText(/^\d+ items match “vegetarian”$/);
    const found = Number(/^\d+/.exec((await status.textContent()) ?? '')?.[0]);
    expect(found).toBeGreaterThanOrEqual(10);
    const cards = results(page).getByRole('listitem');
    await expect(cards).toHaveCount(found);
    await expect(cards.first()).toContainText('Buttermilk Biscuit');
    for (let i = 0; i < found; i += 1) await expect(cards.nth(i)).toContainText('Vegetarian');
  });

  await test.step('desktop, Spanish: "limonda" finds the lemonade, the count said in Spanish', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/menu?lang=es');
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('limonda');
    await expect(page.getByRole('status').filter({ hasText: /coincide/ })).toHaveText(
      '1 artículo coincide con «limonda»',
    );
    await expect(results(page).getByRole('link')).toHaveText(['Limonada recién exprimida']);
  });

  await test.step('catering, phone, Spanish: nothing found offers the parts of the menu', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${cateringUrl}/menu?lang=es`);
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('xyzzy');
    await expect(page.getByRole('heading', { name: 'Prueba con otra palabra' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /coincide/ })).toHaveText(
      'Ningún artículo coincide con «xyzzy»',
    );
    await page.getByRole('link', { name: 'Bandejas', exact: true }).click();
    await expect(page).toHaveURL(/\/menu\/bandejas$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Bandejas' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('');
  });

  await test.step('catering, desktop, English: "tendrs" finds the tenders box', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${cateringUrl}/menu?lang=en`);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('tendrs');
    await expect(results(page).getByRole('link')).toHaveText(['20 Piece Tenders Box']);
  });
});
