import { expect, test } from '@playwright/test';
import { VARIANTS } from '../support/host-variants';
import { waitUntilLive } from '../support/first-screen';
import { checkout, sandboxOrder } from './checkout-support';
import { forEachLook, freshBox, type Language } from './a11y-support';
import { storedOrder } from './locator-support';

/**
 * The time is the order's: scheduled or set back to as soon as possible in another tab, this
 * tab's checkout shows the same choice, without a reload.
 */

const WORDS = {
  // 'As soon as it opens' while the restaurant is closed: the suite runs at any hour.
  'en-US': {
    asap: /^As soon as (possible|it opens)/,
    scheduled: 'Schedule for later',
    time: 'Time',
  },
  es: {
    asap: /^(Lo antes posible|En cuanto abra)/,
    scheduled: 'Programar para más tarde',
    time: 'Hora',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

for (const variant of VARIANTS.filter((v) => !v.app)) {
  test(`a time chosen in another tab is this tab’s checkout’s time (${variant.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await freshBox(page, variant.origin, '/order/checkout');
    const id = (await storedOrder(page))?.id as string;
    const other = await page.context().newPage();
    await other.goto(`${variant.origin}/order/checkout`);
    await waitUntilLive(other);
    const here = checkout(page);
    const there = checkout(other);
    await forEachLook(page, variant.origin, async ({ language, where }) => {
      const words = WORDS[language];
      await expect(other.locator('html')).toHaveAttribute('lang', language);

      // Scheduled there: the first time offered.
      await there.getByLabel(words.scheduled).check();
      // The times arrive from the ordering API a moment later (the page shows them loading).
      const time = there.getByLabel(words.time, { exact: true });
      await expect(time, where).not.toHaveValue('');
      const wanted = await time.inputValue();
      await expect
        .poll(async () => (await sandboxOrder(page, variant.origin, id)).time.wanted, where)
        .toBeTruthy();
      await expect(here.getByLabel(words.scheduled), where).toBeChecked();
      await expect(here.getByLabel(words.time, { exact: true }), where).toHaveValue(wanted);

      // And back to as soon as possible there.
      await there.getByLabel(words.asap).check();
      await expect
        .poll(async () => (await sandboxOrder(page, variant.origin, id)).time.mode, where)
        .toBe('asap');
      await expect(here.getByLabel(words.asap), where).toBeChecked();
      await expect(here.getByLabel(words.time, { exact: true }), where).toHaveCount(0);
    });
  });
}
