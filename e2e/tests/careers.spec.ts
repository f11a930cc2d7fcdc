import { expect, test, type Page } from '@playwright/test';
import { consumerUrl, sandboxDownUrl } from '../support/ports';
import { wordsLeft } from '../support/text-edge';

const results = (page: Page) => page.getByRole('region', { name: /open position/ });
const hiringRows = (page: Page) =>
  page.getByRole('table', { name: 'Restaurants with open positions' }).locator('tbody tr');

async function search(page: Page, fields: { keyword?: string; place?: string }) {
  if (fields.keyword) await page.getByLabel('Job title or keyword').fill(fields.keyword);
  if (fields.place) await page.getByLabel('Zip, or city and state').fill(fields.place);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

// One page for the six (a new one costs its first load); each step opens its own address.
test("§7.3 careers: by keyword, by zip, a job's detail, every position; §8 a refused search, the search down", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await test.step('§7.3 /careers searches by keyword', async () => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await search(page, { keyword: 'manager' });
    await expect(page).toHaveURL(/\/careers\?keyword=manager$/);
    const titles = results(page).getByRole('listitem').getByRole('heading');
    await expect(titles.first()).toBeVisible();
    for (const title of await titles.allTextContents()) expect(title).toMatch(/manager/i);
  });
  await test.step('§7.3 §3 /careers searches by zip: jobs near it, and the nearest hiring restaurants first', async () => {
    await page.goto('/careers');
    await search(page, { place: '27612' });
    const jobs = results(page).getByRole('listitem');
    await expect(jobs.first()).toContainText('Raleigh, NC');
    await expect(jobs.first()).toContainText(/mi away/);

    await expect(page.getByText('Nearest first from 27612.')).toBeVisible();
    const distances = (await hiringRows(page).locator('td:last-child').allTextContents()).map(
      (text) => Number.parseFloat(text),
    );
    expect(distances.length).toBeGreaterThanOrEqual(12);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(hiringRows(page).first()).toContainText('Raleigh');
    // The locator's map (drawn offline, with no maps key) shows where they are.
    await expect(
      page.getByRole('group', { name: /Map of restaurants with open positions/ }),
    ).toBeVisible();

    const distance = page.getByRole('columnheader', { name: /Distance/ });
    await expect(distance).toHaveAttribute('aria-sort', 'ascending');
    await distance.getByRole('button').click();
    await expect(distance).toHaveAttribute('aria-sort', 'descending');
    await expect(hiringRows(page).first()).not.toContainText('Raleigh');
  });
  await test.step('§7.3 a job opens its detail with the apply link', async () => {
    await page.goto('/careers?keyword=crew');
    const first = results(page).getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/positions\/info\?id=J\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Apply Now/ })).toHaveAttribute('href', /^https?:/);
  });
  await test.step('§7.3 /positions pages through every open position', async () => {
    await page.goto('/positions');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const firstPage = await results(page).getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/\/positions\?page=2$/);
    const secondPage = await results(page).getByRole('listitem').allTextContents();
    expect(secondPage).not.toEqual(firstPage);
    await page.goBack();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });
  await test.step('§8 a refused job search shows the service’s message', async () => {
    await page.goto(`${consumerUrl}/careers`);
    await search(page, { place: 'Springfield, ZZ' });
    // Shown once, beside the search (not also in the site's banner).
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid state: ZZ.' });
    await expect(alert).toHaveCount(1);
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
  await test.step('§8 with the job search down, /careers shows the connection issue', async () => {
    await page.goto(`${sandboxDownUrl}/careers?keyword=crew`);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Connection issue. Please try again.' });
    await expect(alert).toHaveCount(1);
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`'Use my location' starts at the form's edge, in Spanish too (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/careers?lang=es');
    const field = await page.getByLabel('Puesto o palabra clave', { exact: true }).boundingBox();
    const quiet = page.getByRole('button', { name: 'Usar mi ubicación' });
    expect(Math.abs((await wordsLeft(quiet)) - field!.x)).toBeLessThanOrEqual(1);
    expect((await quiet.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });
}
