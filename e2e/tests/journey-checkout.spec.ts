import { expect, test, type Page } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import { newMember, signInBrowser } from './account-support';
import {
  boxAt,
  checkout,
  easternDayTime,
  easternWhen,
  fillCard,
  fillContact,
  orderMail,
  placeFromDialog,
  type Member,
} from './checkout-support';
import { DESKTOP, PHONE } from './journey-catalogue-support';

/**
 * The checkout journey of every way of getting an order, as a guest (on a phone) and as a new
 * member (on a laptop): the order is placed, the customer is charged the total they last saw,
 * and the confirmation makes one promise of time, without an internal code anywhere.
 */

const RALEIGH = 101;
const APPROVED = '4111111111111111';
const DELIVER_TO = { address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' };
const HANDOFFS = ['Pickup', 'Curbside', 'Delivery'] as const;
const CLOCK_TIME = /\b\d{1,2}:\d{2}\s?[AP]M\b/g;
/** A time of day with its zone's short name, spaces plain: `6:15 PM EST`. */
const ZONED_TIME = /\d{1,2}:\d{2} [AP]M [A-Z]{2,5}\b/;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A time of day as the page writes it, in the restaurant's zone (Eastern for Raleigh). */
const timeOfDay = (epoch: number) =>
  new Date(epoch).toLocaleTimeString('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * Every time of day the main region shows as a promise: the tracker's times are apart, each
 * under the name of a step the order has reached (a time past, not a promise).
 */
async function timesShown(page: Page): Promise<{ promises: string[]; steps: string[] }> {
  const tracker = page.locator('ol[aria-label="Where your order is"]');
  // Busy until the first status answers: only then are the steps' times and 'I’m here' shown.
  await expect(tracker).not.toHaveAttribute('aria-busy');
  const steps = (await tracker.innerText()).match(CLOCK_TIME) ?? [];
  await tracker.evaluate((list: HTMLElement) => (list.style.display = 'none'));
  const text = await page.getByRole('main').innerText();
  await tracker.evaluate((list: HTMLElement) => (list.style.display = ''));
  return { promises: text.match(CLOCK_TIME) ?? [], steps };
}

for (const who of ['guest', 'member'] as const) {
  for (const handoff of HANDOFFS) {
    const viewport = who === 'guest' ? PHONE : DESKTOP;
    test(`a ${who}'s ${handoff.toLowerCase()} order (${viewport.width}×${viewport.height}): charged what was shown, one promised time`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      let member: Member | undefined;
      let email = 'ada@example.com';
      if (who === 'member') {
        const { session } = await newMember(page.request, 'Grace');
        email = session.data.user.email;
        await signInBrowser(page, session);
        member = {
          headers: { 'x-ordering-token': session.data.tokens['ordering.access.token'] as string },
          firstName: session.data.user.first_name,
        };
      }
      await boxAt(
        page,
        consumerUrl,
        RALEIGH,
        [
          ['BB-BISCUIT', 1],
          ['BB-SIDE-FRIES', 1],
        ],
        handoff === 'Delivery' ? { delivery: DELIVER_TO } : {},
      );
      await page.goto('/order/checkout');
      const area = checkout(page);
      await area.getByLabel(handoff, { exact: true }).check();
      if (member) {
        await expect(area.getByLabel('First name')).toHaveValue(member.firstName);
        await area.getByLabel('Last name').fill('Hopper');
        await area.getByLabel('Phone').fill('9195550142');
      } else {
        await fillContact(area);
      }
      if (handoff === 'Curbside') {
        await area.getByLabel('Make').fill('Honda');
        await area.getByLabel('Model').fill('Civic');
        await area.getByLabel('Color').fill('Red');
      }
      await fillCard(area, APPROVED);
      const lastSeen = await area.locator('[data-total="total"] dd').innerText();
      await area.getByRole('button', { name: 'Review order' }).click();

      const { shown, placed, id } = await placeFromDialog(page, consumerUrl, member);
      // Charged the total the customer last saw: on the page, in the dialog, by the platform.
      expect(shown.total).toBe(lastSeen);
      expect(`$${placed.totals.total.toFixed(2)}`).toBe(lastSeen);
      expect(placed.handoff).toBe(handoff === 'Delivery' ? 'dispatch' : handoff.toLowerCase());

      const confirm = checkout(page);
      await expect(confirm.getByRole('heading', { level: 1 })).toHaveText('Thanks for your order');
      await expect(confirm.locator('[data-order-number]')).toHaveText(/^\d{4}$/);
      await expect(confirm.getByRole('region', { name: 'Your order' })).toContainText(
        '1 × Buttermilk Biscuit',
      );
      await expect(confirm.locator('[data-summary="total"]')).toHaveText(lastSeen);
      // One promise: the dialog's time, once; any other time shown is when 'I’m here' opens.
      await expect(confirm.locator('[data-summary="time"]')).toHaveText(shown.time);
      const promised = Date.parse(placed.time.earliest as string);
      expect(shown.time).toContain(easternWhen(new Date(promised).toISOString()));
      const allowed = [timeOfDay(promised), timeOfDay(promised - 15 * 60_000)];
      const { promises, steps } = await timesShown(page);
      for (const time of promises) {
        expect(allowed, 'a time shown on the confirmation').toContain(time);
      }
      // The tracker's: when each step was reached, since the test began, not a promise.
      const since = Array.from({ length: 3 }, (_, minute) =>
        timeOfDay(Date.now() - minute * 60_000),
      );
      expect(steps.length, 'at least the time the order was received').toBeGreaterThan(0);
      for (const time of steps) expect(since, 'a step reached in this test').toContain(time);
      if (handoff === 'Curbside') {
        await expect(confirm.locator('[data-summary="vehicle"]')).toHaveText('Red Honda Civic');
      }
      if (handoff === 'Delivery') {
        await expect(confirm.locator('[data-summary="address"]')).toHaveText(
          '123 Fayetteville St, Raleigh, NC 27601',
        );
        await expect(confirm.getByRole('button', { name: 'I’m here' })).toHaveCount(0);
      }
      await expect(page.locator('body')).not.toContainText(/\[\d{3}\]/);

      // The e-mail says what the page says: the promised time with its zone (the e-mail adds
      // the day), the car as typed, the address, and from when to say 'I'm here'.
      const mail = await orderMail(page.request, email, placed.number as string);
      const pageTime = plain(await confirm.locator('[data-summary="time"]').innerText()).match(
        ZONED_TIME,
      )?.[0];
      const mailTime = mail.find((line) => /^(Ready|Delivered) by: /.test(line));
      expect(pageTime, 'the page’s promised time, with its zone').toBeTruthy();
      expect(mailTime?.endsWith(` ${pageTime}`), `${mailTime} says ${pageTime}`).toBe(true);
      expect(mailTime).toContain(plain(easternDayTime(new Date(promised).toISOString())));
      if (handoff === 'Curbside') {
        const car = await confirm.locator('[data-summary="vehicle"]').innerText();
        expect(mail).toContain(`Vehicle: ${car}`);
      }
      if (handoff === 'Delivery') {
        const address = await confirm.locator('[data-summary="address"]').innerText();
        expect(mail).toContain(`Delivery: ${address}`);
        expect(mail.join('\n')).not.toContain('I’m here');
      } else {
        const opens = new Date(promised - 15 * 60_000).toISOString();
        expect(mail).toEqual(
          expect.arrayContaining([
            'When you get here, tell us with “I’m here” on your order’s confirmation page.',
            `You can tell us you’re here from ${plain(easternDayTime(opens))}.`,
          ]),
        );
      }
      if (who === 'member' && handoff === 'Pickup') {
        // The history reads the same promised time as the e-mail, on the restaurant's clock.
        await page.goto('/account/order-history');
        const past = page
          .getByRole('region', { name: 'Recent orders' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: `Order ${placed.number}` }) });
        const ready = past.getByText(/^Ready by: /);
        await expect(ready).toBeVisible();
        expect(plain(await ready.innerText())).toBe(mailTime);
      }
      // The e-mail's way back to the order, for the guest who closed the tab: it opens the
      // same order in a browser that never saw it: the same number, total, time and car.
      expect(mail.at(-1)).toBe(`See your order and its status: /order/confirm?id=${id}`);
      if (who === 'guest' && handoff === 'Curbside') {
        const elsewhere = await browser.newContext({ baseURL: consumerUrl, viewport });
        const later = checkout(await elsewhere.newPage());
        await later.page().goto(`/order/confirm?id=${id}`);
        await expect(later.locator('[data-order-number]')).toHaveText(placed.number as string);
        await expect(later.locator('[data-summary="total"]')).toHaveText(lastSeen);
        await expect(later.locator('[data-summary="time"]')).toHaveText(shown.time);
        await expect(later.locator('[data-summary="vehicle"]')).toHaveText('Red Honda Civic');
        await elsewhere.close();
      }
    });
  }
}
