import { expect, type Locator, type Page } from '@playwright/test';
import { api, drawer, money, storedOrderId } from './menu-cart-support';

/** The parts of the ordering API's menu the journey reads (§3 Menu, Product). */
export interface JourneyChoice {
  id: number;
  name: string;
  cost: number;
  calories?: number;
}
export interface JourneyOption {
  id: number;
  name: string;
  min: number;
  max: number;
  maxPerChoice?: number;
  choices: JourneyChoice[];
}
export interface JourneyProduct {
  id: number;
  sku: string;
  name: string;
  cost: number;
  calories: number;
  options?: JourneyOption[];
  availability: { now: boolean; unavailable?: boolean; daypart?: object };
}

/**
 * A product one can order at any hour: not taken off by the restaurant, served all day (a
 * daypart's items are walked at set times by daypart-availability.spec.ts, whatever the hour).
 */
export const allDay = (product: JourneyProduct): boolean =>
  !product.availability.unavailable && !product.availability.daypart;
interface JourneyMenu {
  id: number;
  categories: Array<{ name: string; products: JourneyProduct[] }>;
}
interface OrderLine {
  id: number;
  product_id: number;
  name: string;
  quantity: number;
  cost: { total: number };
  choices: Array<{ option_id?: number; id?: number; name: string; quantity: number }>;
}

/** The languages the journeys walk (§4.11). */
export type Language = 'en-US' | 'es';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A menu as the ordering API answers it in `language` (§4.11: the names the page shows). */
export async function menuOf(
  page: Page,
  base: string,
  menuId: number,
  language: Language = 'en-US',
): Promise<JourneyMenu> {
  return api<JourneyMenu>(page.request, base, 'GET', `menus/${menuId}`, undefined, {
    'accept-language': language,
  });
}

/** A pick that meets one group's minimum: which choice, how many. */
export interface Pick {
  option: JourneyOption;
  choice: JourneyChoice;
  quantity: number;
}

const perChoice = (option: JourneyOption) =>
  Math.max(1, Math.min(option.maxPerChoice ?? 1, option.max));

/** The least a customer must choose: each required group's minimum, from its first choices. */
export function requiredPicks(product: JourneyProduct): Pick[] {
  return (product.options ?? [])
    .filter((option) => option.min > 0)
    .flatMap((option) => {
      const picks: Pick[] = [];
      let left = option.min;
      for (const choice of option.choices) {
        if (left === 0) break;
        const quantity = Math.min(left, perChoice(option));
        picks.push({ option, choice, quantity });
        left -= quantity;
      }
      return picks;
    });
}

/** The price of one with those picks, worked in cents as the site does. */
export function priceOf(product: JourneyProduct, picks: Pick[]): number {
  const cents = (amount: number) => Math.round(amount * 100);
  return (
    (cents(product.cost) + picks.reduce((sum, p) => sum + cents(p.choice.cost) * p.quantity, 0)) /
    100
  );
}

/** The calories of one with those picks, from the menu: the product's and each pick's. */
export function caloriesOf(product: JourneyProduct, picks: Pick[]): number {
  return picks.reduce((sum, p) => sum + (p.choice.calories ?? 0) * p.quantity, product.calories);
}

/** Calories as an American menu writes them: `1,130 Cal`. */
export const calorieText = (calories: number) => `${calories.toLocaleString('en-US')} Cal`;

/**
 * Makes the picks in a scope that shows the groups in the product's order (the product page:
 * all of them; a suggestion's row: the required ones). By position, not by name, so the same
 * journey runs whatever language the menu is in.
 */
export async function choose(scope: Locator, groups: JourneyOption[], picks: Pick[]) {
  for (const { option, choice, quantity } of picks) {
    const group = scope.getByRole('group').nth(groups.indexOf(option));
    const position = option.choices.indexOf(choice);
    if (option.max === 1) {
      await group.getByRole('radio').nth(position).check();
    } else if (perChoice(option) === 1) {
      await group.getByRole('checkbox').nth(position).check();
    } else {
      // A counter per choice: its buttons are − and + in turn.
      const more = group.getByRole('button').nth(position * 2 + 1);
      for (let i = 0; i < quantity; i += 1) await more.click();
      await expect(group.locator('output').nth(position)).toHaveText(String(quantity));
    }
  }
}

/** The id of the box, once the page has made and kept it. */
export async function boxId(page: Page): Promise<string> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('qsr.order') ?? 'null') as { id?: string } | null)?.id,
      ),
    )
    .toBeTruthy();
  return storedOrderId(page);
}

/** The box as the ordering API has it, its names in `language`. */
async function boxLines(page: Page, base: string, language: Language): Promise<OrderLine[]> {
  const id = await storedOrderId(page);
  const order = await api<{ products: OrderLine[] }>(
    page.request,
    base,
    'GET',
    `orders/${id}`,
    undefined,
    { 'accept-language': language },
  );
  return order.products;
}

/**
 * The product is in the box with exactly those choices at that price, as the ordering API
 * keeps it and as the drawer shows it (its line: name, each choice with its quantity, price).
 */
export async function expectInBox(
  page: Page,
  base: string,
  product: JourneyProduct,
  picks: Pick[],
  price: number,
  language: Language = 'en-US',
) {
  let line: OrderLine | undefined;
  await expect(async () => {
    line = (await boxLines(page, base, language)).find(
      (candidate) => candidate.product_id === product.id,
    );
    expect(line, `${product.name} is in the box`).toBeDefined();
  }).toPass();
  const kept = line as OrderLine;
  expect(kept.quantity).toBe(1);
  expect(kept.cost.total).toBe(price);
  expect(
    kept.choices.map((c) => [c.option_id ?? c.id, c.quantity]).sort(),
    `${product.name}'s choices`,
  ).toEqual(picks.map((p) => [p.choice.id, p.quantity]).sort());

  const shown = drawer(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: kept.name, exact: true }) });
  await expect(shown).toHaveCount(1);
  await expect(shown.locator('.menuCart-line-total')).toHaveText(money(price));
  for (const choice of kept.choices) {
    await expect(shown).toContainText(`${choice.quantity} × ${choice.name}`);
  }
}

/** No error anywhere the customer looks, and no internal `[NNN]` code. */
export async function expectNoError(page: Page) {
  for (const alert of await page.getByRole('alert').all()) {
    await expect(alert).toHaveText('');
  }
  await expect(page.locator('body')).not.toContainText(/\[\d{3}\]/);
}
