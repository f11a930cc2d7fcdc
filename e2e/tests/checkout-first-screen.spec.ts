import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  drewPart,
  waitUntilLive,
  watchLayoutShifts,
  watchPartKept,
  watchProblems,
} from '../support/first-screen';
import { consumerUrl } from '../support/ports';
import {
  boxAt,
  checkout,
  confirmationDialog,
  fillCard,
  fillContact,
  signInMember,
} from './checkout-support';
import { api } from './menu-cart-support';

// A guest's checkout is rendered by the server (the checkout team's server module
// inside the host's layout), from the box and the restaurant the site's cookies name, so that
// it paints before any script has run; the remote's own render then takes over.

const RALEIGH = 101;

async function cookiesOf(context: BrowserContext) {
  return (await context.cookies()).map(({ name, value }) => ({ name, value, url: consumerUrl }));
}

test('§4.1 a guest’s checkout comes from the server with their box and restaurant, before any script', async ({
  page,
  context,
  browser,
}) => {
  const box = await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 2]]);
  await page.goto(`${consumerUrl}/order/checkout`);
  await waitUntilLive(page);
  const cookies = await cookiesOf(context);
  expect(cookies.find((cookie) => cookie.name === 'qsr-guest-box')?.value).toBe(box.id);
  const { name } = await api<{ name: string }>(page.request, consumerUrl, 'GET', 'locations/101');

  const later = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await later.addCookies(cookies);
  const scriptless = await later.newPage();
  const response = await scriptless.goto(`${consumerUrl}/order/checkout`);
  // The customer's own page: no shared cache, and not the service worker's offline shell.
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  const area = checkout(scriptless);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(area.locator('.checkout-restaurant')).toContainText(name);
  await expect(area.locator('.ui-receipt-lines')).toContainText(box.products[0]?.name as string);
  await expect(area.getByRole('button', { name: 'Review order' })).toBeVisible();
  await expect(area).not.toContainText('Your box is empty.');
  // Styled by the remote's own styles, which came with the page (its scripts did not run).
  expect(
    await area.locator('.checkout-layout').evaluate((layout) => getComputedStyle(layout).display),
  ).toBe('grid');
  await later.close();
});

test('the checkout takes over its first screen: nothing moves, no error, the guest checks out', async ({
  page,
}) => {
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 1]]);
  await page.goto(`${consumerUrl}/`);
  await waitUntilLive(page);
  const problems = watchProblems(page);
  const shifted = await watchLayoutShifts(page);
  const kept = await watchPartKept(page);

  const response = await page.goto(`${consumerUrl}/order/checkout`);
  expect(await response?.text()).toContain(drewPart('checkout'));
  await waitUntilLive(page);
  // Hydrated where it stands, not drawn anew.
  expect(await kept()).toBe(true);
  const area = checkout(page);
  await fillContact(area);
  await fillCard(area, '4111111111111111');
  await area.getByRole('button', { name: 'Review order' }).click();
  await expect(confirmationDialog(page)).toBeVisible();
  expect(await shifted()).toBeLessThan(0.05);
  expect(problems).toEqual([]);
});

interface Box {
  top: number;
  height?: number;
}

/** The checkout's sections as laid out: where each starts and how tall it is. */
function sectionBoxes(page: Page): Promise<Box[]> {
  return checkout(page)
    .locator('.checkout-section')
    .evaluateAll((sections) =>
      sections.map((section) => {
        const { top, height } = section.getBoundingClientRect();
        return { top: Math.round(top), height: Math.round(height) };
      }),
    );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the live checkout lays out as its first screen did, at ${viewport.width} px`, async ({
    page,
    context,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 1]]);
    await page.goto(`${consumerUrl}/order/checkout`);
    await waitUntilLive(page);
    await expect(checkout(page).getByRole('button', { name: 'Review order' })).toBeEnabled();
    const live = await sectionBoxes(page);

    const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport });
    await scriptless.addCookies(await cookiesOf(context));
    const first = await scriptless.newPage();
    await first.goto(`${consumerUrl}/order/checkout`);
    await first.evaluate(() => document.fonts.ready);
    // What the customer sees on arrival does not move when the page goes live: the remote's
    // styles for its other pages (the confirmation's) come with its scripts, and none of them
    // may change it. Below the fold the page may still fill in (the pickup times arrive).
    const firstBoxes = await sectionBoxes(first);
    const whole = (box: Box) => box.top + (box.height ?? 0) <= viewport.height;
    // The sections the first screen shows (two columns at 1280 px), each whole or only where
    // it starts.
    const asSeen = (boxes: Box[]) =>
      firstBoxes.flatMap((firstBox, i) => {
        const box = boxes[i] as Box;
        if (firstBox.top >= viewport.height) return [];
        return [whole(firstBox) ? box : { top: box.top }];
      });
    expect(asSeen(firstBoxes).length).toBeGreaterThan(0);
    expect(asSeen(live)).toEqual(asSeen(firstBoxes));
    await scriptless.close();
  });
}

test('§4.1 a member’s checkout renders in the browser (the server cannot read a member’s box)', async ({
  page,
  context,
}) => {
  const member = await signInMember(page, consumerUrl);
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 1]]);
  await page.goto(`${consumerUrl}/`);
  await waitUntilLive(page);
  expect((await cookiesOf(context)).some((cookie) => cookie.name === 'qsr-guest-box')).toBe(false);

  const response = await page.goto(`${consumerUrl}/order/checkout`);
  expect(await response?.text()).not.toContain(drewPart('checkout'));
  const area = checkout(page);
  await expect(area.getByLabel('First name')).toHaveValue(member.firstName);
});
