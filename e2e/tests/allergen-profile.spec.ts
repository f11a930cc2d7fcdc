import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { newMember, SANDBOX_API, type Session } from './account-support';
import { chooseRestaurant, drawer } from './menu-cart-support';

// One page walks the profile: a guest's on the menu, product and box; the Spanish menu; then a
// member's, kept on the account. A new page would cost its first load; each step opens its own
// address.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const RALEIGH = 101;

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

async function avoid(page: Page, allergen: RegExp) {
  await page.getByRole('button', { name: /^(Your allergens|Tus alérgenos)$/ }).click();
  await page.getByRole('checkbox', { name: allergen }).check();
}

async function accountProfile(page: Page, session: Session) {
  const answer = await page.request.get(`${SANDBOX_API}/members/allergens`, {
    headers: { 'x-ordering-token': String(session.data.tokens['ordering.access.token']) },
  });
  return ((await answer.json()) as { profile: unknown }).profile;
}

test('allergen profile: flagged on the menu, product, choices and box, guest and member, both languages', async ({
  page,
}) => {
  await test.step('phone, a guest: the menu flags what contains egg, and hides it when asked', async () => {
    await page.setViewportSize(PHONE);
    await chooseRestaurant(page, '', RALEIGH);
    await page.goto('/menu');
    await avoid(page, /^Egg$/);
    await expect(card(page, '2 Piece Tenders')).toContainText('Contains egg');
    await expect(card(page, 'Southern Sweet Tea')).not.toContainText('Contains');
    await expect(page.getByText(/no item is free of any of them/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Hide those items' }).check();
    await expect(card(page, '2 Piece Tenders')).toHaveCount(0);
    await expect(card(page, 'Southern Sweet Tea')).toBeVisible();
    await expect(page.getByText(/Flagging items with egg\. \d+ items hidden\./)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Hide those items' }).uncheck();
    await expect(card(page, '2 Piece Tenders')).toBeVisible();
  });

  await test.step('the product names what brings egg, flags the sauces that add it, and the box line', async () => {
    await page.goto('/order/product?id=BB-2PC-TENDERS');
    await expect(page.getByText('In 2 Piece Tenders: egg.')).toBeVisible();
    const mustard = page.locator('.menuCart-choice-counter').filter({ hasText: 'Honey Mustard' });
    await expect(mustard).toContainText('Contains egg');
    const bbq = page.locator('.menuCart-choice-counter').filter({ hasText: 'Smoky BBQ' });
    await expect(bbq).not.toContainText('Contains');
    await page.getByRole('button', { name: 'One more Honey Mustard' }).click();
    await expect(page.getByText('With Honey Mustard: egg.')).toBeVisible();
    // Added, the box opens on its own.
    await page.getByRole('button', { name: /^Add to Box/ }).click();
    const box = drawer(page);
    await expect(
      box.getByRole('listitem').filter({ hasText: '2 Piece Tenders' }).first(),
    ).toContainText('Contains egg');
    await box.getByRole('button', { name: 'Close cart' }).click();
  });

  await test.step('desktop, Spanish: the menu flags in Spanish', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/menu?lang=es');
    await expect(card(page, '2 tiras de pollo')).toContainText('Contiene huevo');
    await expect(page.getByText('Marcamos los artículos con huevo.')).toBeVisible();
    // Back to English: the page's scripts keep the choice once they run, after the page's load
    // on a busy machine; the next page opened before that would be in Spanish again.
    await page.goto('/menu?lang=en');
    await waitUntilLive(page);
  });

  await test.step("a member: the guest's profile goes to the new account, and comes back from it", async () => {
    const member = await newMember(page.request, 'Alma');
    await page.evaluate(({ tokens, user }) => {
      localStorage.setItem('qsr.token', JSON.stringify(tokens));
      localStorage.setItem('qsr.user', JSON.stringify(user));
    }, member.session.data);
    await page.goto('/menu');
    await expect
      .poll(() => accountProfile(page, member.session))
      .toEqual({
        avoid: ['egg'],
        hide: false,
      });
    // As on another device: nothing kept here, the account's profile leads.
    await page.evaluate(() => localStorage.removeItem('qsr.allergenProfile'));
    await page.reload();
    await expect(card(page, '2 Piece Tenders')).toContainText('Contains egg');
    await avoid(page, /^Sesame$/);
    await expect
      .poll(() => accountProfile(page, member.session))
      .toEqual({
        avoid: ['egg', 'sesame'],
        hide: false,
      });
  });

  await test.step('signing out leaves no allergies on the device', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/menu');
    await expect(
      page.getByText('Tell us what you avoid, and we flag the items that contain it.'),
    ).toBeVisible();
    await expect(card(page, '2 Piece Tenders')).not.toContainText('Contains');
  });
});
