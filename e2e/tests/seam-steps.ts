import { expect, type Locator, type Page } from '@playwright/test';
import { drawer } from './menu-cart-support';
import type { PricedOrder, SeededRandom } from './seam-support';

/** One checkout under test: its page, its channel, and the order as the API last priced it. */
export interface Seam {
  page: Page;
  area: Locator;
  channel: 'consumer' | 'catering';
  random: SeededRandom;
  order: PricedOrder;
  /** Promo codes of the sandbox to try on this channel (some refused: a minimum, an end date). */
  codes: readonly string[];
}

/** Delivery addresses inside the Raleigh restaurant's zone, typed as a new address. */
const ADDRESSES = [
  { address: '500 Hillsborough St', building: '', city: 'Raleigh', zip: '27603' },
  { address: '123 Fayetteville St', building: 'Suite 200', city: 'Raleigh', zip: '27601' },
  { address: '123 Fayetteville St', building: '', city: 'Raleigh', zip: '27601' },
] as const;

/** A line never goes above this, so that the box stays a box a customer would order. */
const MOST = 6;

const box = (seam: Seam) => drawer(seam.page);

async function openBox(seam: Seam): Promise<Locator> {
  const boxPanel = box(seam);
  if (!(await boxPanel.isVisible())) {
    await seam.area
      .getByRole('button', { name: /^(Add a promo code or reward|Change in your box)$/ })
      .click();
    await expect(boxPanel).toBeVisible();
  }
  return boxPanel;
}

async function closeBox(seam: Seam): Promise<void> {
  const boxPanel = box(seam);
  if (await boxPanel.isVisible()) {
    await boxPanel.getByRole('button', { name: 'Close cart' }).click();
    await expect(boxPanel).toBeHidden();
  }
}

const radio = (seam: Seam, name: string, value: string) =>
  seam.area.locator(`input[name="${name}"][value="${value}"]`);

/** Pickup ↔ delivery (a member's default saved address comes with delivery). */
async function handoff(seam: Seam): Promise<string> {
  await closeBox(seam);
  const to = seam.order.handoff === 'dispatch' ? 'pickup' : 'delivery';
  const choice = radio(seam, 'checkout-handoff', to);
  await choice.check();
  await expect(choice).toBeChecked();
  return `handoff → ${to}`;
}

/** Another delivery address: a saved one in the zone, or a new one typed in. */
async function address(seam: Seam): Promise<string> {
  if (seam.order.handoff !== 'dispatch') return handoff(seam);
  await closeBox(seam);
  const saved = seam.area.locator('input[name="checkout-saved-address"]:not([value="new"])');
  const inZone: Locator[] = [];
  for (const input of await saved.all()) {
    const label = (await input.locator('xpath=..').innerText()).trim();
    if (label.includes('Raleigh')) inZone.push(input);
  }
  if (inZone.length > 0 && seam.random.next() < 0.5) {
    const input = seam.random.pick(inZone);
    await input.check();
    await expect(input).toBeChecked();
    return `saved address ${(await input.locator('xpath=..').innerText()).trim()}`;
  }
  const typed = seam.random.pick(ADDRESSES);
  const fresh = radio(seam, 'checkout-saved-address', 'new');
  if ((await fresh.count()) > 0) await fresh.check();
  await seam.area.getByLabel('Street address').fill(typed.address);
  await seam.area.getByLabel('Apt, suite or building (optional)').fill(typed.building);
  await seam.area.getByLabel('City', { exact: true }).fill(typed.city);
  await seam.area.getByLabel('Zip code', { exact: true }).fill(typed.zip);
  return `typed address ${[typed.address, typed.building, typed.city, typed.zip].filter(Boolean).join(', ')}`;
}

/** As soon as possible ↔ a scheduled day and time, chosen from those offered. */
async function time(seam: Seam): Promise<string> {
  await closeBox(seam);
  if (seam.order.time.mode === 'scheduled' && seam.random.next() < 0.6) {
    const asap = radio(seam, 'checkout-time', 'asap');
    await asap.check();
    await expect(asap).toBeChecked();
    return 'time → as soon as possible';
  }
  const later = radio(seam, 'checkout-time', 'scheduled');
  if (await later.isDisabled()) return 'time: no times to schedule';
  const when = seam.area.getByLabel('Time', { exact: true });
  if (!(await later.isChecked())) {
    await later.check();
    // 'Later' reads the times again and proposes one: the lists are read once it is shown.
    await expect(when).not.toHaveValue('');
  }
  const day = seam.area.getByLabel('Day', { exact: true });
  const days = await day.locator('option').all();
  const dayValue = await seam.random.pick(days).getAttribute('value');
  if (dayValue && dayValue !== (await day.inputValue())) await day.selectOption(dayValue);
  const times = await when.locator('option').all();
  const option = seam.random.pick(times);
  const value = (await option.getAttribute('value')) ?? '';
  if (!value) return 'time: scheduled, no time offered that day';
  const label = (await option.innerText()).trim();
  await when.selectOption(value);
  await expect(when).toHaveValue(value);
  return `time → ${label} (day ${dayValue})`;
}

/** One more or one less of a line of the box. */
async function quantity(seam: Seam): Promise<string> {
  const boxPanel = await openBox(seam);
  const lines = boxPanel.locator('.menuCart-line');
  const line = lines.nth(seam.random.below(await lines.count()));
  const name = (await line.locator('.menuCart-line-name').innerText()).trim();
  const shown = line.locator('output');
  const now = Number(await shown.innerText());
  const up = now <= 1 || (now < MOST && seam.random.next() < 0.5);
  await line.getByRole('button', { name: `${up ? 'One more' : 'One less'} ${name}` }).click();
  await expect(shown).toHaveText(String(up ? now + 1 : now - 1));
  return `${name} ${now} → ${up ? now + 1 : now - 1}`;
}

/** A suggestion of the box added (its first choices when it asks), or a single line removed. */
async function product(seam: Seam): Promise<string> {
  const boxPanel = await openBox(seam);
  const lines = boxPanel.locator('.menuCart-line');
  const count = await lines.count();
  const single: Locator[] = [];
  for (const line of await lines.all()) {
    if ((await line.locator('output').innerText()) === '1') single.push(line);
  }
  const adds = boxPanel.locator('.menuCart-upsell-add');
  const addable = await adds.count();
  if (count > 1 && single.length > 0 && (addable === 0 || seam.random.next() < 0.45)) {
    const line = seam.random.pick(single);
    const name = (await line.locator('.menuCart-line-name').innerText()).trim();
    await line.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(lines).toHaveCount(count - 1);
    return `removed ${name}`;
  }
  if (addable === 0) return quantity(seam);
  const add = adds.nth(seam.random.below(addable));
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await add.click();
  const choices = boxPanel.getByRole('form', { name: `Choices for ${name}` });
  await expect(lines.nth(count).or(choices)).toBeVisible();
  if (await choices.isVisible()) {
    for (const group of await choices.locator('fieldset').all()) {
      const first = group.locator('input').first();
      if ((await first.count()) > 0) await first.check();
      else
        await group
          .getByRole('button', { name: /^One more/ })
          .first()
          .click();
    }
    await choices.getByRole('button', { name: /^Add to Box/ }).click();
    const problem = choices.locator('.ui-field-error');
    await expect(lines.nth(count).or(problem.first())).toBeVisible();
    if (await problem.first().isVisible()) {
      await choices.getByRole('button', { name: 'Not now' }).click();
      return `${name}: its choices were not enough; not added`;
    }
    return `added ${name} with its first choices`;
  }
  return `added ${name}`;
}

/** A promo code applied (or refused, with the API's words), or the applied one removed. */
async function promo(seam: Seam): Promise<string> {
  const boxPanel = await openBox(seam);
  const form = boxPanel.locator('form.menuCart-promo');
  const field = form.getByRole('textbox', { name: 'Promo code' });
  if (await field.isDisabled()) {
    // A typed code shows in the field; a wallet reward only by its name, in the status line.
    const applied = await form.getByRole('status').innerText();
    await form.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(field).toBeEnabled();
    return `removed: ${applied}`;
  }
  const code = seam.random.pick(seam.codes);
  await field.fill(code);
  await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
  // Its button is disabled until the ordering API answers; then the code is on, or refused.
  await expect(form.locator('button:enabled')).toBeVisible();
  if (await field.isDisabled()) return `promo ${code} applied`;
  return `promo ${code} refused: ${await form.locator('.ui-field-error').innerText()}`;
}

/** A wallet offer of the member applied (a promo code on the box goes first), or removed. */
async function offer(seam: Seam): Promise<string> {
  const boxPanel = await openBox(seam);
  const wallet = boxPanel.getByRole('region', { name: 'Your Offers' });
  await expect(wallet).toBeVisible();
  const remove = wallet.getByRole('button', { name: /^Remove / });
  if ((await remove.count()) > 0) {
    const name = (await remove.getAttribute('aria-label')) ?? '';
    await remove.click();
    await expect(remove).toHaveCount(0);
    return `offer: ${name}`;
  }
  let said = '';
  const field = boxPanel.getByRole('textbox', { name: 'Promo code' });
  if (await field.isDisabled()) said = `${await promo(seam)}, then `;
  const applies = wallet.getByRole('button', { name: /^Apply / });
  await expect(applies.first()).toBeEnabled();
  const apply = applies.nth(seam.random.below(await applies.count()));
  const name = (await apply.getAttribute('aria-label')) ?? '';
  await apply.click();
  // Every button waits while the ordering API answers; then Remove, or why not.
  await expect(wallet.locator('button:enabled').first()).toBeVisible();
  if ((await remove.count()) > 0) return `${said}offer: ${name}`;
  return `${said}offer: ${name} refused: ${await wallet.getByRole('alert').innerText()}`;
}

/** No tip, a preset share of the subtotal, or an amount typed in. */
async function tip(seam: Seam): Promise<string> {
  await closeBox(seam);
  const choices = await seam.area.locator('input[name="checkout-tip"]').all();
  const choice = seam.random.pick(choices);
  const value = (await choice.getAttribute('value')) ?? '';
  const label = (await choice.locator('xpath=..').innerText()).trim();
  await choice.check();
  await expect(choice).toBeChecked();
  if (value !== 'custom') return `tip ${label}`;
  const typed = (seam.random.below(2000) / 100).toFixed(2);
  const field = seam.area.getByLabel('Tip amount in dollars');
  await field.fill(typed);
  await seam.area.getByRole('button', { name: 'Apply tip' }).click();
  await expect(field).toHaveValue(typed);
  return `tip typed $${typed}`;
}

/** The round-up donation on or off. */
async function roundUp(seam: Seam): Promise<string> {
  await closeBox(seam);
  const choice = seam.area.getByLabel(/^Round up my order for the Foundation/);
  const on = !(await choice.isChecked());
  await choice.setChecked(on);
  await expect(choice).toBeChecked({ checked: on });
  await expect(choice).toBeEnabled();
  return `round-up ${on ? 'on' : 'off'}`;
}

/** The steps and how often each is taken. */
export const STEPS = {
  handoff: { weight: 2, take: handoff },
  address: { weight: 1, take: address },
  time: { weight: 1.5, take: time },
  quantity: { weight: 3, take: quantity },
  product: { weight: 1.5, take: product },
  promo: { weight: 1.5, take: promo },
  offer: { weight: 1, take: offer },
  tip: { weight: 2, take: tip },
  roundUp: { weight: 1.5, take: roundUp },
} as const satisfies Record<string, { weight: number; take: (seam: Seam) => Promise<string> }>;

export type StepName = keyof typeof STEPS;
