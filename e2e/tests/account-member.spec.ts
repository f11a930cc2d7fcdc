import { expect, test } from '@playwright/test';
import { cateringUrl } from '../support/ports';
import {
  DEMO,
  SANDBOX_API,
  demoSession,
  endSession,
  expectAskedToSignInAgain,
  newMember,
  signInBrowser,
  storedBox,
} from './account-support';

test('§7.1 change the profile and the password in the account settings', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'Ada');
  await signInBrowser(page, member.session);
  await page.goto('/account');
  await expect(page.getByText('Hi, Ada!')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Account Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  const profile = page.locator('form', { has: page.getByRole('heading', { name: 'Profile' }) });
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(member.email);
  await expect(profile.getByLabel('Phone')).toHaveValue('919-555-0142');
  await profile.getByLabel('First name').fill('Augusta');
  await profile.getByLabel('Phone').fill('1-919-555-0177');
  await expect(profile.getByLabel('Phone')).toHaveValue('919-555-0177');
  await profile.getByLabel('Text me offers and news').check();
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Augusta');
  await expect(profile.getByLabel('Phone')).toHaveValue('919-555-0177');
  await expect(profile.getByLabel('Text me offers and news')).toBeChecked();

  const password = page.locator('form', {
    has: page.getByRole('heading', { name: 'Change password' }),
  });
  await password.getByLabel('Current password').fill('Not-my-password-1');
  await password.getByLabel('New password').fill('Honey9753!');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    password.getByText('Your current password is not right. Please try again.'),
  ).toBeVisible();
  await password.getByLabel('Current password').fill(member.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your password is changed.')).toBeVisible();

  // The new password signs in; the old one no longer does.
  const old = await request.post(`${SANDBOX_API}/members/signin`, {
    data: { email: member.email, password: member.password, captcha: 'sandbox-captcha-ok' },
  });
  expect(old.status()).toBe(400);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/account/login');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill('Honey9753!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Hi, Augusta!')).toBeVisible();
});

test('§4.1 reorder a past order into the box, save it as a favourite and reorder the favourite', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await demoSession(request));
  await page.goto('/account/order-history');
  const recent = page.getByRole('region', { name: 'Recent orders' });
  const first = recent.getByRole('listitem').first();
  await expect(first).toBeVisible();
  // Each past order is drawn as its receipt: its first line reads '2 × 3 Piece Tenders Combo'.
  const line = (await first.locator('.ui-receipt-line-name').first().textContent()) ?? '';
  const firstLine = line.trim().replace(/^\d+ × /, '');
  expect(firstLine).not.toBe('');

  await first.getByRole('button', { name: /^Reorder/ }).click();
  await expect(page.getByText(/items? (is|are) in your box\./)).toBeVisible();
  const box = await storedBox(page);
  expect(box?.products.map((line) => line.name)).toContain(firstLine);

  // The box survives a reload.
  await page.reload();
  expect((await storedBox(page))?.id).toBe(box?.id);

  await first.getByRole('button', { name: /^Save as favorite/ }).click();
  // The demo member's favourites are names the Spanish journey reads once at its start: one it
  // did not read, written in English, would be English on its pages.
  await first.getByLabel('Favorite name').fill('Almuerzo del viernes');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText('Saved to your favorites.')).toBeVisible();
  const favourites = page.getByRole('region', { name: 'Favorite orders' });
  await expect(favourites.getByText('Almuerzo del viernes')).toBeVisible();
  await favourites.getByRole('button', { name: 'Reorder Almuerzo del viernes' }).click();
  // The box has items: the site asks before it replaces them.
  const asks = page.getByRole('alertdialog', { name: 'Your box already has items' });
  await asks.getByRole('radio', { name: 'Replace my box with this order' }).check();
  await asks.getByRole('button', { name: 'Reorder' }).click();
  await expect.poll(async () => (await storedBox(page))?.id).not.toBe(box?.id);
  expect((await storedBox(page))?.products.map((line) => line.name)).toContain(firstLine);
});

test('§2.3 §4.14 the inbox: opening a card lowers the unviewed count in the page and the header, also after a reload', async ({
  page,
  request,
}) => {
  await signInBrowser(page, (await newMember(request, 'Mary')).session);
  await page.goto('/account/inbox');
  // The header's inbox link counts the same cards (§2.3).
  const headerInbox = (count: number) =>
    page.getByRole('banner').getByRole('link', { name: `Inbox, ${count} unviewed` });
  await expect(page.getByText('6 unread messages')).toBeVisible();
  await expect(headerInbox(6)).toBeVisible();
  await expect(page.getByText('Control Card')).toHaveCount(0);
  await page.getByRole('button', { name: /Free Biscuit Friday/ }).click();
  await expect(
    page.getByText('A free Honey Butter Biscuit: add one to your box, then enter BISCUITFRIDAY.'),
  ).toBeVisible();
  await expect(page.getByText('5 unread messages')).toBeVisible();
  await expect(headerInbox(5)).toBeVisible();
  await page.getByRole('button', { name: /Holiday Hours/ }).press('Enter');
  await expect(page.getByText('4 unread messages')).toBeVisible();
  await expect(headerInbox(4)).toBeVisible();
  await page.reload();
  await expect(page.getByText('4 unread messages')).toBeVisible();
  await expect(headerInbox(4)).toBeVisible();
});

test('§6 an expired session asks to sign in again and keeps the box', async ({ page, request }) => {
  const session = await demoSession(request);
  await signInBrowser(page, session);
  await page.goto('/account/order-history');
  await page
    .getByRole('region', { name: 'Recent orders' })
    .getByRole('button', { name: /^Reorder/ })
    .first()
    .click();
  await expect(page.getByText(/in your box\./)).toBeVisible();
  const box = await storedBox(page);

  // The session ends on the server (as if it expired) while the member is away: a page left
  // open would notice it by itself, and send them to sign in at once.
  await page.goto('about:blank');
  await endSession(request, session);

  await page.goto('/account/settings');
  await expectAskedToSignInAgain(page);
  expect((await storedBox(page))?.id).toBe(box?.id);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  expect((await storedBox(page))?.id).toBe(box?.id);
});

test('§6 a session refused on the sign-in page: signing in goes on to the account', async ({
  page,
  request,
}) => {
  // As after a sign-out cut short by leaving the page: the browser still holds the ended session.
  const member = await newMember(request, 'Grace');
  await signInBrowser(page, member.session);
  await page.goto('about:blank');
  await endSession(request, member.session);

  const refused = page.waitForResponse((response) => response.status() === 401);
  await page.goto('/account/login');
  await refused;
  // Already signing in: nothing moves under the member, and nothing sends them back here.
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hi, Grace!')).toBeVisible();
});

test('§5 offers and wallet rewards for the channel, and redeem an offer', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await demoSession(request));
  await page.goto('/offers');
  const rewards = page.getByRole('region', { name: 'Your rewards' });
  await expect(rewards.getByText('Free Honey Butter Biscuit')).toBeVisible();
  await expect(rewards.getByText(/catering/i)).toHaveCount(0);
  await expect(rewards.getByText('Free Sweet Tea')).toHaveCount(0);
  const offers = page.getByRole('region', { name: 'Your offers' });
  await expect(offers.getByText('$2 off any order')).toBeVisible();
  await expect(offers.getByText('$10 off catering')).toHaveCount(0);
  // Campaign and reference ids stay with the platform; dates as people write them.
  await expect(page.getByRole('main')).not.toContainText(/SPRING-BISCUIT|RWD-|CATERING-10/);
  await expect(page.getByRole('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await offers.getByRole('button', { name: 'Redeem $2 off any order' }).click();
  await expect(offers.getByText(/^Redeemed/)).toBeVisible();
});

test('§5 §7.1 addresses deduplicated with defaults first; payments listed', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await demoSession(request));
  await page.goto('/account/addresses');
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /, NC \d{5}/ });
  await expect(items.first()).toContainText('500 Hillsborough St');
  await expect(items.first()).toContainText('Default');
  const texts = await items.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  await page.goto('/account/payments');
  await expect(page.getByText(/ending in \d{4}/).first()).toBeVisible();
});

test('§4.14 /messaging/test shows only the in-app messages of the site variant', async ({
  page,
}) => {
  await page.goto('/messaging/test');
  await expect(page.getByText('New: the Hot Honey Chicken Sandwich is here.')).toBeVisible();
  await expect(page.getByText('Planning an event?')).toHaveCount(0);
  await expect(page.getByText('Update the app for faster checkout.')).toHaveCount(0);
  await page.goto(`${cateringUrl}/messaging/test`);
  await expect(
    page.getByText(/Planning an event\? Catering delivery starts at \$150\./),
  ).toBeVisible();
  await expect(page.getByText('New: the Hot Honey Chicken Sandwich is here.')).toHaveCount(0);
});

test('§8 a member list that cannot be read says so once, with Try again; no second banner', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await demoSession(request));
  let failures = 1;
  await page.route('**/api/v1/orders/recent', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
      : route.continue(),
  );
  await page.goto('/account/order-history');
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('alert')).toHaveText(
    /We could not load this\. Check your connection and try again\./,
  );
  // Live regions wait empty in the page; the ones that say something are counted.
  const saying = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(saying).toHaveCount(1);
  await expect(page.getByText('down', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Connection issue')).toHaveCount(0);

  await recent.getByRole('button', { name: 'Try again' }).click();
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(saying).toHaveCount(0);
});

test('on a phone, Sign Out lines up with the account links, and a failed list keeps its space', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, await demoSession(request));
  await page.route('**/api/v1/orders/recent', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.goto('/account/order-history');
  const nav = page.getByRole('navigation', { name: 'Your account' });
  const first = await nav.getByRole('link', { name: 'My Account' }).boundingBox();
  // Where the words of Sign Out start, not its box.
  const signOut = await nav.getByRole('button', { name: 'Sign Out' }).evaluate((button) => {
    const words = document.createRange();
    words.selectNodeContents(button);
    const { x, y } = words.getBoundingClientRect();
    return { x, y };
  });
  // Its own line, under the links, its words where theirs start (its border is 2 px).
  expect(signOut.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
  expect(Math.abs(signOut.x - (first?.x ?? 0))).toBeLessThanOrEqual(2);

  const notice = await page
    .getByRole('region', { name: 'Recent orders' })
    .getByRole('alert')
    .boundingBox();
  const next = await page.getByRole('heading', { name: 'Favorite orders' }).boundingBox();
  expect((next?.y ?? 0) - ((notice?.y ?? 0) + (notice?.height ?? 0))).toBeGreaterThanOrEqual(12);
});
