import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { speak, VIEWPORTS } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import type { Language } from './a11y-support';
import { boxAt, checkout, CHECKOUT_WORDS } from './checkout-support';
import { englishOnPage } from './english-check';
import { locatorPage } from './locator-support';

/**
 * The delivery address completes as it is typed, from the sandbox's address data: choosing a
 * suggestion fills the fields and says at once whether a restaurant delivers there; outside
 * every zone it says none does, with pickup as the way on. Spanish on a phone, English on a
 * desktop, as the customer sees it. At checkout the same field asks the box's restaurant, in
 * Spanish on a desktop.
 */

const WORDS: Record<Language, Record<string, string | RegExp>> = {
  'en-US': {
    street: 'Street address',
    city: 'City',
    state: 'State (optional)',
    zip: 'Zip code',
    suggestions: 'Suggested addresses',
    count: '1 suggested address',
    delivers: /^Delivered by Raleigh/,
    outside: 'Outside our delivery areas',
    deliversHere: /^Good news: Raleigh .+ delivers to this address\.$/,
    noCoverage:
      'Sorry, none of our restaurants deliver to that address yet. Try another address, or choose pickup.',
    toPickup: 'Switch to pickup',
    find: 'Find delivery',
  },
  es: {
    street: 'Dirección',
    city: 'Ciudad',
    state: 'Estado (opcional)',
    zip: 'Código postal',
    suggestions: 'Direcciones sugeridas',
    count: '1 dirección sugerida',
    delivers: /^Entrega Raleigh/,
    outside: 'Fuera de nuestras zonas de entrega',
    deliversHere: /^Buenas noticias: Raleigh .+ entrega en esta dirección\.$/,
    noCoverage:
      'Lo sentimos, ninguno de nuestros restaurantes entrega en esa dirección todavía. Prueba otra dirección o elige recoger.',
    toPickup: 'Recoger en el restaurante',
    find: 'Buscar entrega',
  },
};

const text = (words: Record<string, string | RegExp>, key: string) => words[key] as string;
const pattern = (words: Record<string, string | RegExp>, key: string) =>
  words[key] as string | RegExp;

/** Types part of an address as a customer does, and answers the list that opens. */
async function typeStreet(page: Page, language: Language, typed: string) {
  const words = WORDS[language];
  const street = locatorPage(page).getByRole('combobox', { name: text(words, 'street') });
  await street.fill('');
  await street.pressSequentially(typed, { delay: 40 });
  const list = locatorPage(page).getByRole('listbox', { name: text(words, 'suggestions') });
  await expect(list).toBeVisible();
  await expect(street).toHaveAttribute('aria-expanded', 'true');
  await expect(
    locatorPage(page)
      .getByRole('status')
      .filter({ hasText: pattern(words, 'count') }),
  ).toHaveText(text(words, 'count'));
  return { street, list };
}

async function walk(page: Page, language: Language, choose: 'keys' | 'tap') {
  const words = WORDS[language];
  const area = locatorPage(page);
  const field = (name: string) => area.getByLabel(text(words, name), { exact: true });
  await speak(page, language);
  await page.goto(`${consumerUrl}/locations?mode=delivery`);
  await waitUntilLive(page);

  // Inside a zone: the suggestion says who delivers; choosing it fills the fields and says so.
  const inside = await typeStreet(page, language, '123 fayet');
  const option = inside.list.getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText('123 Fayetteville St, Raleigh, NC 27601');
  await expect(option.locator('.locator-suggestion-note')).toHaveText(pattern(words, 'delivers'));
  if (choose === 'keys') await page.keyboard.press('ArrowDown');
  if (choose === 'keys') await page.keyboard.press('Enter');
  else await option.tap();
  await expect(inside.list).toBeHidden();
  await expect(inside.street).toHaveValue('123 Fayetteville St');
  await expect(field('city')).toHaveValue('Raleigh');
  await expect(field('state')).toHaveValue('NC');
  await expect(field('zip')).toHaveValue('27601');
  await expect(area.getByText(pattern(words, 'deliversHere'))).toBeVisible();

  // Outside every zone: said at once, with pickup as the way on; the address stays.
  const outside = await typeStreet(page, language, '12 king st');
  await expect(outside.list.getByRole('option')).toContainText('12 King St, Charleston, SC 29401');
  await expect(outside.list.getByRole('option')).toContainText(text(words, 'outside'));
  if (choose === 'keys') await page.keyboard.press('ArrowDown');
  if (choose === 'keys') await page.keyboard.press('Enter');
  else await outside.list.getByRole('option').tap();
  await expect(area.getByText(text(words, 'noCoverage'))).toBeVisible();
  await expect(area.getByRole('link', { name: text(words, 'toPickup') })).toBeVisible();
  await expect(area.getByText(pattern(words, 'deliversHere'))).toHaveCount(0);
  await expect(outside.street).toHaveValue('12 King St');
  await expect(field('city')).toHaveValue('Charleston');
  await expect(field('zip')).toHaveValue('29401');
  if (language === 'es') {
    expect(await englishOnPage(page, 'es phone')).toEqual([]);
  }

  // Back inside, Find delivery goes on with the restaurant that delivers there.
  const again = await typeStreet(page, language, '123 fayet');
  await expect(again.list.getByRole('option')).toContainText('123 Fayetteville St');
  await again.list.getByRole('option').click();
  await expect(area.getByText(pattern(words, 'deliversHere'))).toBeVisible();
  await area.getByRole('button', { name: text(words, 'find') }).click();
  await expect(page).toHaveURL(/\/order$/);
}

test('consumer EN desktop: a suggested address is filled in and said to be delivered to', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS[1]);
  await walk(page, 'en-US', 'keys');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Delivering to: 123 Fayetteville St' }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('consumer ES phone: a suggested address is filled in and said to be delivered to', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await walk(page, 'es', 'tap');
  });
});

test('checkout ES desktop: a suggested address is filled in and the box’s restaurant answers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const words = CHECKOUT_WORDS.es;
  await page.setViewportSize(VIEWPORTS[1]);
  await speak(page, 'es');
  // Raleigh 101 delivers to Fayetteville St, not to downtown Charleston.
  await boxAt(page, consumerUrl, 101, [['BB-BISCUIT', 1]]);
  await page.goto(`${consumerUrl}/order/checkout`);
  await waitUntilLive(page);
  const area = checkout(page);
  const restaurant = (await area.locator('.checkout-restaurant').textContent()) ?? '';
  const name = restaurant.replace(/^[^:]*:\s*/, '').split(',')[0] as string;
  await area.getByLabel(words.delivery, { exact: true }).check();

  const street = area.getByRole('combobox', { name: words.address });
  await street.pressSequentially('123 fayet', { delay: 40 });
  const list = area.getByRole('listbox', { name: 'Direcciones sugeridas' });
  await expect(list.getByRole('option')).toHaveText(/^123 Fayetteville St, Raleigh, NC 27601/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(street).toHaveValue('123 Fayetteville St');
  await expect(area.getByLabel(words.city, { exact: true })).toHaveValue('Raleigh');
  await expect(area.getByLabel(words.zip, { exact: true })).toHaveValue('27601');
  await expect(area.getByText(`Buenas noticias: ${name} entrega en esta dirección.`)).toBeVisible();

  // Outside its zone: the order's own refusal, at once, with what was chosen kept to correct.
  await street.fill('');
  await street.pressSequentially('12 king st', { delay: 40 });
  await list.getByRole('option', { name: /^12 King St, Charleston, SC 29401/ }).click();
  await expect(
    area.getByText(/^Esta dirección está fuera del área de entrega del restaurante\./),
  ).toBeVisible();
  await expect(area.getByRole('button', { name: 'Prueba otra dirección' })).toBeVisible();
  await expect(area.getByText(/entrega en esta dirección/)).toHaveCount(0);
  await expect(area.getByLabel(words.city, { exact: true })).toHaveValue('Charleston');
  expect(await englishOnPage(page, 'es desktop checkout')).toEqual([]);
});
