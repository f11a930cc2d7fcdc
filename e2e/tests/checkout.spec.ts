import { expect, test, type Page } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import {
  boxAt,
  checkout,
  confirmationDialog,
  dialogSummary,
  easternWhen,
  easternDayTime,
  fillCard,
  fillContact,
  orderMail,
  placeFromDialog,
  sandboxOrder,
  signInMember,
  TEST_CARD_NUMBER,
} from './checkout-support';
import { api, drawer, openBox } from './menu-cart-support';
import {
  DEMO,
  demoSession,
  endSession,
  expectAskedToSignInAgain,
  signInBrowser,
} from './account-support';

const RALEIGH = 101;
const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';

/** Every request the page sends to a path ending so, with its body. */
function recordCalls(page: Page, ending: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(ending)) calls.push(request.postData() ?? '');
  });
  return calls;
}

test('§4.1 §2.8 a guest pickup ASAP is placed as the dialog showed it; the confirmation keeps its promises; I’m here on time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 2]]);
  const tokenCalls = recordCalls(page, '/token');
  await page.goto('/order/checkout');
  const area = checkout(page);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(area.getByLabel('Pickup')).toBeChecked();
  await expect(area).toContainText('Raleigh – Glenwood Ave, 4109 Glenwood Ave');
  // 'As soon as it opens' while the restaurant is closed: the suite runs at any hour.
  await expect(area.getByLabel(/^As soon as (possible|it opens) \(about /)).toBeChecked();

  // §5: nothing goes out until the details are right.
  await area.getByRole('button', { name: 'Review order' }).click();
  // The summary at the top has the focus and links to each field; each error is by its field.
  const summary = area
    .getByRole('alert')
    .filter({ hasText: 'Please check the highlighted fields.' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Enter a 10-digit phone number.' }).click();
  await expect(area.getByLabel('Phone')).toBeFocused();
  await expect(area.getByLabel('Phone')).toHaveAccessibleDescription(
    /Enter a 10-digit phone number\.$/,
  );
  await expect(summary.getByRole('link', { name: 'Enter a valid card number.' })).toBeVisible();
  await expect(area.getByLabel('Card number')).toHaveAccessibleDescription(
    'Enter a valid card number.',
  );
  await fillContact(area);
  await fillCard(area, APPROVED);
  await expect(area.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  // §4.12 the round-up donation: its PUT, and the totals that follow.
  const roundUp = area.getByLabel(/^Round up my order for the Foundation/);
  await roundUp.check();
  await expect(area.locator('[data-total="donation"] dd')).toBeVisible();
  const donation = await area.locator('[data-total="donation"] dd').innerText();
  await area.getByRole('button', { name: 'Review order' }).click();

  const dialog = confirmationDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Please confirm the restaurant location, time and date of your delivery or pickup. Refunds for a wrong location, date or time are at the local restaurant's discretion.",
  );
  const shown = await dialogSummary(dialog);
  expect(shown.handoff).toBe('Pickup');
  expect(shown.address).toBe('Raleigh – Glenwood Ave, 4109 Glenwood Ave, Raleigh, NC 27612');
  await expect(dialog.getByRole('button', { name: 'Return to checkout' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order\/confirm\?id=/);
  const orderId = new URL(page.url()).searchParams.get('id') as string;
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Thanks for your order');
  await expect(area.getByRole('status')).toContainText('Status: Received');

  const placed = await sandboxOrder(page, consumerUrl, orderId);
  // A short number, the one promised time, the items, the restaurant.
  expect(placed.number).toMatch(/^\d{4}$/);
  await expect(area.locator('[data-order-number]')).toHaveText(placed.number as string);
  await expect(area.locator('[data-summary="time"]')).toHaveText(shown.time);
  await expect(area.getByText(/Expected at/)).toHaveCount(0);
  await expect(area.getByRole('region', { name: 'Your order' })).toContainText(
    '2 × Buttermilk Biscuit',
  );
  const restaurant = area.getByRole('region', { name: 'Your restaurant' });
  await expect(restaurant).toContainText('4109 Glenwood Ave');
  await expect(restaurant.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=4109%20Glenwood%20Ave/,
  );
  expect(placed.handoff).toBe('pickup');
  expect(placed.time.mode).toBe('asap');
  // The dialog words it as the time choice did: 'as soon as it opens' while closed.
  expect([
    `As soon as possible (about ${easternWhen(placed.time.earliest as string)})`,
    `As soon as it opens (about ${easternWhen(placed.time.earliest as string)})`,
  ]).toContain(shown.time);
  expect(shown.total).toBe(`$${placed.totals.total.toFixed(2)}`);
  expect(placed.products).toMatchObject([{ name: 'Buttermilk Biscuit', quantity: 2 }]);
  expect(`$${placed.totals.donations.toFixed(2)}`).toBe(donation);
  expect(Math.round(placed.totals.total * 100) % 100).toBe(0);

  // §4.1 step 8: 'I'm here' from 15 minutes before the promised time, not before.
  const promised = Date.parse(placed.time.earliest as string);
  await expect(area.getByRole('button', { name: 'I’m here' })).toHaveCount(0);
  await expect(area.locator('[data-arrival-from]')).toHaveText(
    `You can tell us you’re here from ${easternWhen(new Date(promised - 15 * 60_000).toISOString())}.`,
  );
  await page.clock.setFixedTime(promised - 14 * 60_000);
  await area.getByRole('button', { name: 'I’m here' }).click();
  await expect(area).toContainText("Thanks! We know you're here");

  // The card went to the token call only: not to storage, not to the data layer.
  expect(tokenCalls).toHaveLength(1);
  expect(tokenCalls[0]).toContain(APPROVED);
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(kept).not.toMatch(TEST_CARD_NUMBER);
  const layer = await page.evaluate(() =>
    JSON.stringify((window as unknown as { dataLayer?: object[] }).dataLayer ?? []),
  );
  expect(layer).not.toMatch(TEST_CARD_NUMBER);
  expect(layer).toContain('begin_checkout');
});

test('§8 a declined card is said and tracked (ccsf), nothing typed is lost; a double click on Place Order places one order', async ({
  page,
}) => {
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 1]]);
  const submits = recordCalls(page, '/submit');
  const tracks = recordCalls(page, '/track');
  await page.goto('/order/checkout');
  const area = checkout(page);
  await fillContact(area);
  await fillCard(area, DECLINED);
  await area.getByRole('button', { name: 'Review order' }).click();
  await confirmationDialog(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(area.getByRole('alert')).toHaveText(
    'Your card was declined. Please check the details or use another card.',
  );
  await expect(confirmationDialog(page)).toHaveCount(0);
  await expect(area.getByLabel('First name')).toHaveValue('Ada');
  await expect(area.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect.poll(() => tracks.filter((body) => body.includes('"type":"ccsf"')).length).toBe(1);
  expect(tracks.join()).not.toContain(DECLINED);

  await area.getByLabel('Card number').fill(APPROVED);
  await area.getByRole('button', { name: 'Review order' }).click();
  await confirmationDialog(page).getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page).toHaveURL(/\/order\/confirm\?id=/);
  // One declined submit, then one for the double click.
  expect(submits).toHaveLength(2);
  const orderId = new URL(page.url()).searchParams.get('id') as string;
  expect((await sandboxOrder(page, consumerUrl, orderId)).status).not.toBe('open');
  await expect(page.getByRole('banner').getByRole('button', { name: /box/i })).toContainText('0');
});

test('§3 a guest curbside order scheduled for later: the vehicle and the time reach the sandbox', async ({
  page,
}) => {
  await boxAt(page, consumerUrl, RALEIGH, [['BB-SIDE-FRIES', 1]]);
  await page.goto('/order/checkout');
  const area = checkout(page);
  await area.getByLabel('Curbside').check();
  await expect(area.getByRole('group', { name: 'Your vehicle' })).toBeVisible();
  await fillContact(area);
  await area.getByLabel('Schedule for later').check();
  await area.getByLabel('Day').selectOption({ index: 1 });
  await area.getByLabel('Time', { exact: true }).selectOption({ index: 4 });
  await fillCard(area, APPROVED);
  // §4.4 the promo code is the box's: checkout opens it and shows what it saves.
  await area.getByRole('button', { name: 'Add a promo code or reward' }).click();
  await drawer(page).getByRole('textbox', { name: 'Promo code' }).fill('save10');
  await drawer(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(area.getByText(/^Promo code SAVE10 applied: you save \$\d+\.\d\d\.$/)).toBeVisible();
  await expect(area.locator('[data-total="discount"]')).toBeVisible();
  await area.getByRole('button', { name: 'Review order' }).click();
  // The error beside the vehicle's fields, and its link in the summary at the top.
  await expect(
    area
      .getByRole('group', { name: 'Your vehicle' })
      .getByText('Enter the make, model and color of your vehicle.'),
  ).toBeVisible();
  await expect(
    area.getByRole('link', { name: 'Enter the make, model and color of your vehicle.' }),
  ).toHaveAttribute('href', '#checkout-field-vehicle');
  await area.getByLabel('Make').fill('Ford');
  await area.getByLabel('Model').fill('F-150');
  await area.getByLabel('Color').fill('Blue');
  await area.getByRole('button', { name: 'Review order' }).click();

  const { shown, placed } = await placeFromDialog(page, consumerUrl);
  expect(shown.handoff).toBe('Curbside');
  expect(placed.handoff).toBe('curbside');
  expect(placed.time.mode).toBe('scheduled');
  expect(shown.time).toBe(easternDayTime(placed.time.wanted as string));
  expect(shown.total).toBe(`$${placed.totals.total.toFixed(2)}`);
  expect(placed.totals.discount).toBeGreaterThan(0);
  expect(placed.custom_fields).toEqual(
    expect.arrayContaining([
      { id: 'vehicle_make', value: 'Ford' },
      { id: 'vehicle_model', value: 'F-150' },
      { id: 'vehicle_color', value: 'Blue' },
    ]),
  );
  // The confirmation: the vehicle, the same time, and no 'I'm here' a day ahead of it.
  const confirm = checkout(page);
  await expect(confirm.locator('[data-summary="vehicle"]')).toHaveText('Blue Ford F-150');
  await expect(confirm.locator('[data-summary="time"]')).toHaveText(shown.time);
  await expect(confirm.getByRole('status')).toContainText('Status: Received');
  await expect(confirm.getByRole('button', { name: 'I’m here' })).toHaveCount(0);
  await expect(confirm.locator('[data-arrival-from]')).toBeVisible();
  // The e-mail gives the same car and the same time, word for word, zone and all.
  const mail = await orderMail(page.request, 'ada@example.com', placed.number as string);
  expect(mail).toEqual(
    expect.arrayContaining([
      'Vehicle: Blue Ford F-150',
      `Ready by: ${shown.time.replace(/[\u00a0\u202f]/g, ' ')}`,
    ]),
  );
});

test('§3 billing a member delivery with a saved card and a tip', async ({ page }) => {
  const member = await signInMember(page, consumerUrl);
  // One of the demo member's saved addresses, so the placed order adds none to the list the
  // locator's tests read.
  await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]], {
    delivery: { address: '123 Fayetteville St', building: 'Apt 4B', city: 'Raleigh', zip: '27601' },
  });
  await page.goto('/order/checkout');
  const area = checkout(page);
  await expect(area.getByLabel('Delivery')).toBeChecked();
  // The box's address is one of the member's saved ones: it is the one chosen.
  await expect(
    area
      .getByRole('group', { name: 'Deliver to' })
      .getByLabel('123 Fayetteville St, Apt 4B, Raleigh, NC 27601'),
  ).toBeChecked();
  await expect(area.getByLabel('First name')).toHaveValue(member.firstName);
  // The saved card of validate's billing is chosen; no card is typed.
  const saved = area.getByLabel(/ending in \d{4}/).first();
  await expect(saved).toBeChecked();
  await expect(area.getByLabel('Card number')).toHaveCount(0);
  await area.getByLabel(/^20%/).check();
  const tip = Number(
    ((await area.getByLabel(/^20%/).locator('..').innerText()).match(/\$(\d+\.\d\d)/) ?? [])[1],
  );
  await expect(area.locator('[data-total="tip"] dd')).toHaveText(`$${tip.toFixed(2)}`);
  await area.getByRole('button', { name: 'Review order' }).click();

  const { shown, placed } = await placeFromDialog(page, consumerUrl, member);
  expect(shown.handoff).toBe('Delivery');
  expect(shown.address).toBe('123 Fayetteville St, Apt 4B, Raleigh, NC 27601');
  expect(placed.handoff).toBe('dispatch');
  expect(placed.address).toMatchObject({
    address: '123 Fayetteville St',
    building: 'Apt 4B',
    zip: '27601',
  });
  expect(placed.totals.tip).toBe(tip);
  expect(shown.total).toBe(`$${placed.totals.total.toFixed(2)}`);
  // Arrival is for orders one collects.
  await expect(checkout(page).getByRole('status')).toContainText('Status:');
  await expect(checkout(page).getByRole('button', { name: 'I’m here' })).toHaveCount(0);
});

test('§5 §8 catering delivery: under $150 checkout refuses with the notice; over it the app variant places it (/app/payment, /app/confirm)', async ({
  page,
}) => {
  const delivery = { address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' };
  const box = await boxAt(page, cateringUrl, RALEIGH, [['CT-TENDERS-BOX-20', 2]], {
    catering: true,
    delivery,
  });
  await page.goto(`${cateringUrl}/order/checkout`);
  const area = checkout(page);
  await expect(area.getByRole('status').filter({ hasText: "Head's up!" })).toHaveText(
    "Head's up! The minimum order amount for catering delivery is $150. Please order directly from the main site with smaller order sizes. Thank you!",
  );
  await expect(area.getByRole('button', { name: 'Review order' })).toBeDisabled();
  // How much more, from the priced order's total: the figure the minimum reads.
  const short = (15_000 - Math.round(box.totals.total * 100)) / 100;
  await expect(
    area.getByText(`Add $${short.toFixed(2)} more to reach the $150.00 delivery minimum.`),
  ).toBeVisible();
  await expect(area.getByText('The minimum counts your order total')).toBeVisible();

  const line = box.products[0] as unknown as { id: number };
  const bigger = await api<object>(page.request, cateringUrl, 'PUT', `orders/${box.id}/products`, {
    products: [{ id: line.id, quantity: 5 }],
  });
  await page.evaluate((order) => {
    localStorage.setItem(
      'qsr.order',
      JSON.stringify({ ...order, expires: Date.now() + 86_400_000 }),
    );
  }, bigger);
  await page.reload();
  await expect(area.getByRole('button', { name: 'Review order' })).toBeEnabled();
  await expect(area.getByText("Head's up!")).toHaveCount(0);
  // §1 the app's catering variant pays on /app/payment (minimal layout, its own dialog).
  await page.goto(`${cateringUrl}/app/payment?source=app`);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await fillContact(area);
  await fillCard(area, APPROVED);
  await area.getByRole('button', { name: 'Review order' }).click();
  const { shown, placed, id } = await placeFromDialog(page, cateringUrl);
  await expect(page).toHaveURL(/\/app\/confirm\?id=/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Thanks for your order');
  expect(id).toBe(box.id);
  expect(shown.handoff).toBe('Delivery');
  expect(placed.handoff).toBe('dispatch');
  expect(placed.totals.subtotal).toBeGreaterThanOrEqual(150);
  expect(shown.total).toBe(`$${placed.totals.total.toFixed(2)}`);
  expect(shown.address).toBe('123 Fayetteville St, Raleigh, NC 27601');
});

test('a typed custom tip, never applied, is in the totals, the dialog and the charge', async ({
  page,
}) => {
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 3]]);
  await page.goto('/order/checkout');
  const area = checkout(page);
  await fillContact(area);
  await fillCard(area, APPROVED);
  await area.getByLabel('Custom').check();
  const tip = area.getByLabel('Tip amount in dollars');
  // Not a tip: said next to the field, nothing reviewed.
  await tip.fill('4,5O');
  await area.getByRole('button', { name: 'Review order' }).click();
  await expect(tip).toHaveAccessibleDescription(
    'Enter a tip in dollars and cents, from $0.00 to $500.00.',
  );
  await expect(confirmationDialog(page)).toHaveCount(0);
  // A tip, typed and never applied: review puts it on the order.
  await tip.fill('3.25');
  await area.getByRole('button', { name: 'Review order' }).click();
  await expect(area.locator('[data-total="tip"] dd')).toHaveText('$3.25');
  const total = await area.locator('[data-total="total"] dd').innerText();
  const { shown, placed } = await placeFromDialog(page, consumerUrl);
  expect(shown.total).toBe(total);
  expect(placed.totals.tip).toBe(3.25);
  expect(`$${placed.totals.total.toFixed(2)}`).toBe(total);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a tip applied as its field loses the focus leaves Review order where it was (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 3]]);
    await page.goto('/order/checkout');
    const area = checkout(page);
    await expect(area.locator('[data-total="tip"] dd')).toHaveText('$0.00');
    await area.getByLabel('Custom').check();
    const tip = area.getByLabel('Tip amount in dollars');
    await tip.fill('3.25');
    const review = area.getByRole('button', { name: 'Review order' });
    await review.scrollIntoViewIfNeeded();
    const before = await review.boundingBox();
    // What a tap on Review does first: the tip's field loses the focus, and the tip is applied.
    await tip.blur();
    await expect(area.locator('[data-total="tip"] dd')).toHaveText('$3.25');
    expect(await review.boundingBox()).toEqual(before);
  });
}

test('a member switching to delivery at checkout is offered the saved addresses', async ({
  page,
}) => {
  const member = await signInMember(page, consumerUrl);
  await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]]);
  await page.goto('/order/checkout');
  const area = checkout(page);
  await expect(area.getByLabel('Pickup')).toBeChecked();
  await area.getByLabel('Delivery').check();
  const saved = area.getByRole('group', { name: 'Deliver to' });
  // §5: deduplicated, the default first, and chosen.
  await expect(saved.getByRole('radio')).toHaveCount(4);
  await expect(saved.getByLabel('500 Hillsborough St, Raleigh, NC 27603 (default)')).toBeChecked();
  await expect(area.getByLabel('Street address')).toHaveCount(0);
  await saved.getByLabel('A new address').check();
  await expect(area.getByLabel('Street address')).toHaveValue('');
  await saved.getByLabel('123 Fayetteville St, Apt 4B, Raleigh, NC 27601').check();
  await area.getByRole('button', { name: 'Review order' }).click();
  const { shown, placed } = await placeFromDialog(page, consumerUrl, member);
  expect(shown.address).toBe('123 Fayetteville St, Apt 4B, Raleigh, NC 27601');
  expect(placed.handoff).toBe('dispatch');
  expect(placed.address).toMatchObject({ address: '123 Fayetteville St', zip: '27601' });
});

test('§6 a member whose session ends during checkout signs in again and comes back to the box', async ({
  page,
  request,
}) => {
  const session = await demoSession(request);
  await signInBrowser(page, session);
  const box = await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 2]]);
  await page.goto('/order/checkout');
  const area = checkout(page);
  await expect(area.getByText(/^Signed in as Demo/)).toBeVisible();
  await expect(area.getByLabel(/ending in \d{4}/).first()).toBeChecked();
  // The page's own reads done (the header's, the start-up's): the member's click is the next one.
  // A read still on its way would meet the ended session first and ask them to sign in before
  // the click, which is right for a customer and another journey than this one.
  await page.waitForLoadState('networkidle');

  // The session ends on the server (as if it expired) while the member reads the page.
  await endSession(request, session);
  await area.getByRole('button', { name: 'Review order' }).click();

  await expectAskedToSignInAgain(page);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/order\/checkout$/);
  const again = checkout(page);
  await expect(again.locator('.ui-receipt-lines')).toContainText(box.products[0]?.name as string);
  await expect(again.getByLabel(/ending in \d{4}/).first()).toBeChecked();
  await again.getByRole('button', { name: 'Review order' }).click();
  await expect(confirmationDialog(page)).toBeVisible();
});

test('§6 a member who opens the checkout after the session ended is told once, on the sign-in page', async ({
  page,
  request,
}) => {
  const session = await demoSession(request);
  await signInBrowser(page, session);
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 1]]);
  // The session ends while the member is away (an open page would notice it by itself).
  await page.goto('about:blank');
  await endSession(request, session);
  // The page asks for the totals, the saved cards and addresses and the offers at once.
  await page.goto('/order/checkout');
  await expectAskedToSignInAgain(page);
  await expect(page.getByRole('banner').getByText(/^Hi, /)).toHaveCount(0);
});

test('the catering minimum reads the total; the box says so; the charge is the total shown', async ({
  page,
}) => {
  const delivery = { address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' };
  // Two tender trays: $149.98 before the delivery fee and tax, more than $150 with them.
  const box = await boxAt(page, cateringUrl, RALEIGH, [['CT-TENDER-TRAY', 2]], {
    catering: true,
    delivery,
  });
  expect(box.totals.subtotal).toBeLessThan(150);
  expect(box.totals.total).toBeGreaterThanOrEqual(150);
  const total = `$${box.totals.total.toFixed(2)}`;
  await page.goto(`${cateringUrl}/menu`);
  const boxPanel = await openBox(page);
  await expect(boxPanel.getByText("Head's up!")).toHaveCount(0);
  await boxPanel.getByRole('button', { name: `Proceed to Checkout · ${total}` }).click();
  const area = checkout(page);
  await fillContact(area);
  await fillCard(area, APPROVED);
  await area.getByRole('button', { name: 'Review order' }).click();
  const { shown, placed } = await placeFromDialog(page, cateringUrl);
  expect(shown.total).toBe(total);
  expect(`$${placed.totals.total.toFixed(2)}`).toBe(total);
});
