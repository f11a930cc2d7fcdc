import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { speak } from '../support/host-variants';
import { SANDBOX_API } from './account-support';
import { axeViolations } from './axe-check';
import { api } from './menu-cart-support';
import {
  boxAt,
  checkout,
  fillCard,
  fillContact,
  orderMail,
  placeFromDialog,
} from './checkout-support';
import { DESKTOP, PHONE } from './journey-catalogue-support';

/*
 * Group orders: a host shares their box by a link; guests in their own browsers join by name,
 * add to their own part and say they are done; everyone sees a change within 2 s (the group's
 * server-sent events through the BFF); the host removes what they like and pays once; review,
 * confirmation and e-mail show whose each item is. Every refusal is said in the page's language.
 */

const RALEIGH = 101;
const APPROVED = '4111111111111111';
const DELIVER_TO = { address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' };
/** What "everyone's view updates within 2 s" allows a change to take to show elsewhere. */
const LIVE = { timeout: 2_000 };

const WORDS = {
  'en-US': {
    name: 'Your name',
    yourItems: 'Your items',
    more: (item: string) => `One more ${item}`,
    hostName: 'Your name, as guests will see it',
    spending: 'Most each guest may spend, in dollars (optional)',
    guests: 'Most guests (optional)',
    start: 'Start the group order',
    link: 'Group order link',
    join: 'Join the group order',
    add: /^Add to my items/,
    done: 'I’m done',
    checkout: 'Check out for everyone',
    remove: (item: string, name: string) => `Remove ${item} from ${name}’s items`,
    stillChoosing: 'Still choosing',
    doneMark: 'Done',
    closed: (host: string) =>
      `The cutoff has passed: ${host} is placing the order. Your items are in it.`,
    ended: (host: string) => `${host} ended the group order. Nothing more can be changed.`,
    review: 'Review order',
  },
  es: {
    name: 'Tu nombre',
    yourItems: 'Tus artículos',
    more: (item: string) => `Uno más de ${item}`,
    hostName: 'Tu nombre, como lo verán los invitados',
    spending: 'Máximo que puede gastar cada invitado, en dólares (opcional)',
    guests: 'Máximo de invitados (opcional)',
    start: 'Empezar el pedido en grupo',
    link: 'Enlace del pedido en grupo',
    join: 'Unirme al pedido en grupo',
    add: /^Agregar a mis artículos/,
    done: 'Ya terminé',
    checkout: 'Pagar por todos',
    remove: (item: string, name: string) => `Quitar ${item} de los artículos de ${name}`,
    stillChoosing: 'Todavía eligiendo',
    doneMark: 'Listo',
    closed: (host: string) =>
      `Ya pasó la hora límite: ${host} está haciendo el pedido. Tus artículos están incluidos.`,
    ended: (host: string) => `${host} terminó el pedido en grupo. Ya no se puede cambiar nada.`,
    review: 'Revisar pedido',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The host starts the group on their box's page and reads the link to share. */
async function startGroup(
  page: Page,
  base: string,
  words: Words,
  settings: { host: string; spending?: string; guests?: string },
): Promise<string> {
  await page.goto(`${base}/order/group`);
  await page.getByLabel(words.hostName).fill(settings.host);
  if (settings.spending) await page.getByLabel(words.spending).fill(settings.spending);
  if (settings.guests) await page.getByLabel(words.guests).fill(settings.guests);
  await page.getByRole('button', { name: words.start }).click();
  const link = await page.getByLabel(words.link).inputValue();
  expect(link).toMatch(new RegExp(`^${base}/group/[\\w-]{24}$`));
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  return link;
}

/**
 * The guests' browsers of the running test: closed after it, or their pages would go on
 * following the group's events beside the worker's next tests.
 */
const guests: BrowserContext[] = [];

/** A guest in a browser of their own, on the host's link, with their page's language. */
async function guestAt(
  browser: Browser,
  link: string,
  viewport: { width: number; height: number },
  language: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: language });
  guests.push(context);
  await context.addInitScript(
    (lang) => {
      if (!localStorage.getItem('qsr.language')) localStorage.setItem('qsr.language', lang);
    },
    JSON.stringify(language === 'es' ? 'es' : 'en-US'),
  );
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

async function join(page: Page, words: Words, name: string): Promise<void> {
  await page.getByLabel(words.name, { exact: true }).fill(name);
  await page.getByRole('button', { name: words.join }).click();
  await expect(page.getByRole('heading', { name: words.yourItems, exact: true })).toBeVisible();
}

/** An item of the group's menu: its button reads its name, then its price. */
const chooseButton = (page: Page, item: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${item.replace(/[()]/g, '\\$&')}\\s*\\$`) });

/** Chooses an item of the group's menu and adds it (with a quantity) to the guest's part. */
async function addItem(page: Page, words: Words, item: string, quantity = 1): Promise<void> {
  await chooseButton(page, item).click();
  for (let n = 1; n < quantity; n += 1) {
    await page.getByRole('button', { name: words.more(item) }).click();
  }
  await page.getByRole('button', { name: words.add }).click();
}

/** The guest's own part. */
const part = (page: Page): Locator => page.locator('.menuCart-group-part');

test.describe('group orders', () => {
  test.afterEach(async () => {
    await Promise.all(guests.splice(0).map((context) => context.close()));
  });

  test('a host and three guests order together on a phone and a laptop, and the host pays once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const words = WORDS['en-US'];
    await page.setViewportSize(PHONE);
    await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]]);
    const link = await startGroup(page, consumerUrl, words, {
      host: 'Mia',
      spending: '15',
      guests: '3',
    });

    const ana = await guestAt(browser, link, DESKTOP, 'en-US');
    const ben = await guestAt(browser, link, PHONE, 'en-US');
    const cy = await guestAt(browser, link, DESKTOP, 'en-US');
    await expect(ana.getByRole('heading', { level: 1 })).toHaveText('Mia’s group order');
    await join(ana, words, 'Ana');
    await join(ben, words, 'Ben');
    await join(cy, words, 'Cy');
    // The group is full at three: a fourth is told so, in the page's language.
    const dee = await guestAt(browser, link, PHONE, 'es');
    await dee.getByLabel('Tu nombre', { exact: true }).fill('Dee');
    await dee.getByRole('button', { name: 'Unirme al pedido en grupo' }).click();
    await expect(dee.getByText(/Este pedido en grupo está lleno/)).toBeVisible();
    await expect(ana.getByText(`Cy · ${words.stillChoosing}`)).toBeVisible(LIVE);

    await addItem(ana, words, 'Hot Honey Chicken Sandwich');
    await expect(part(ana)).toContainText('1 × Hot Honey Chicken Sandwich');
    // Over the host's spending limit: refused whole, said why, nothing lost.
    await addItem(ana, words, '8 Piece Wings', 2);
    await expect(ana.getByRole('alert').filter({ hasText: /limit of \$15\.00/ })).toBeVisible();
    await expect(part(ana)).toContainText('Your items come to $5.79.');
    // Two guests adding at the same moment: both parts keep their items.
    await Promise.all([addItem(ben, words, 'Banana Pudding'), addItem(cy, words, 'Peach Cobbler')]);
    await expect(part(ben)).toContainText('1 × Banana Pudding');
    await expect(part(cy)).toContainText('1 × Peach Cobbler');
    expect(await axeViolations(cy, 'a guest’s page')).toEqual([]);
    // Guests see who is in and whether they are done, never what others chose.
    await ana.getByRole('button', { name: words.done }).click();
    await expect(ben.getByText(`Ana · ${words.doneMark}`)).toBeVisible(LIVE);
    await expect(ben.locator('.menuCart-group-who')).not.toContainText('Hot Honey');
    await expect(part(ben)).not.toContainText('Hot Honey');

    // The host sees every guest's items under their name, live, and removes one.
    const people = page.locator('.menuCart-group-people');
    await expect(people.getByRole('list', { name: 'Ana’s items' })).toContainText(
      '1 × Hot Honey Chicken Sandwich',
      LIVE,
    );
    await expect(people.getByText(words.doneMark, { exact: true })).toBeVisible(LIVE);
    expect(await axeViolations(page, 'the host’s group page')).toEqual([]);
    await page.getByRole('button', { name: words.remove('Peach Cobbler', 'Cy') }).click();
    await expect(part(cy)).toContainText('You have not added anything yet.', LIVE);

    // One payment, for everyone: review and confirmation show whose each item is.
    await page.getByRole('button', { name: words.checkout }).click();
    const area = checkout(page);
    const review = area.getByRole('group', { name: 'What you ordered' });
    await expect(review.getByRole('heading', { name: /^Host’s items/ })).toBeVisible();
    await expect(review.getByRole('list', { name: 'Ana' })).toContainText('Hot Honey Chicken');
    await expect(review.getByRole('list', { name: 'Ben' })).toContainText('Banana Pudding');
    await fillContact(area);
    await fillCard(area, APPROVED);
    await area.getByRole('button', { name: words.review }).click();
    const { placed } = await placeFromDialog(page, consumerUrl);
    expect(placed.products.map((line) => line.name).sort()).toEqual([
      'Banana Pudding',
      'Half Dozen Biscuits',
      'Hot Honey Chicken Sandwich',
    ]);
    await expect(checkout(page).getByRole('list', { name: 'Ben' })).toContainText('Banana Pudding');
    const mail = await orderMail(page.request, 'ada@example.com', placed.number as string);
    expect(mail).toEqual(expect.arrayContaining(['Ana: $5.79', 'Ben: $2.99']));
    // Placed: the guests can change nothing more, and are told so.
    await expect(ben.getByText(words.closed('Mia'))).toBeVisible(LIVE);
    await expect(chooseButton(ben, 'Banana Pudding')).toHaveCount(0);
  });

  test('catering guests reach the delivery minimum together, in Spanish, and the host pays once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const words = WORDS.es;
    await page.setViewportSize(DESKTOP);
    await speak(page, 'es');
    await boxAt(page, cateringUrl, RALEIGH, [['CT-BISCUITS-DOZEN', 1]], {
      catering: true,
      delivery: DELIVER_TO,
    });
    const link = await startGroup(page, cateringUrl, words, { host: 'Lola' });
    const minimum = page.locator('#menuCart-minimum-notice');
    await expect(minimum).toBeVisible();

    const ana = await guestAt(browser, link, PHONE, 'es');
    const ben = await guestAt(browser, link, DESKTOP, 'es');
    await join(ana, words, 'Ana');
    // A guest joining shows on the others' pages, live, without moving the menu under a tap.
    const tray = chooseButton(ana, 'Bandeja de tiras de pollo (para 10–12)');
    const before = await tray.boundingBox();
    await join(ben, words, 'Ben');
    await expect(ana.getByText(`Ben · ${words.stillChoosing}`)).toBeVisible(LIVE);
    expect(await tray.boundingBox()).toEqual(before);
    await addItem(ana, words, 'Bandeja de tiras de pollo (para 10–12)');
    await expect(part(ana)).toContainText('1 × Bandeja de tiras de pollo');
    await addItem(ben, words, 'Caja de 20 tiras de pollo', 2);
    await expect(part(ben)).toContainText('2 × Caja de 20 tiras de pollo');
    // Together past $150: the host's minimum notice goes within 2 s of the last guest's add.
    await expect(minimum).toHaveCount(0, LIVE);

    await page.getByRole('button', { name: words.checkout }).click();
    const area = checkout(page);
    const review = area.getByRole('group', { name: 'Lo que pediste' });
    await expect(review.getByRole('list', { name: 'Ana' })).toContainText('Bandeja de tiras');
    await expect(
      review.getByRole('heading', { name: /^Artículos de quien organiza/ }),
    ).toBeVisible();
    await fillContact(area, 'es');
    await fillCard(area, APPROVED, 'es');
    await area.getByRole('button', { name: words.review }).click();
    const { placed } = await placeFromDialog(page, cateringUrl, undefined, 'es');
    expect(placed.totals.subtotal).toBeGreaterThanOrEqual(150);
    const mail = await orderMail(page.request, 'ada@example.com', placed.number as string);
    expect(mail).toEqual(expect.arrayContaining(['Ana: $74.99', 'Ben: $73.98']));
    await expect(ana.getByText(words.closed('Lola'))).toBeVisible(LIVE);
  });

  test('a guest is told, in the page’s language, of a link to nothing, a passed cutoff and a host who left', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await speak(page, 'es');
    await page.goto('/group/NoSuchGroupLinkAtAll0000');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      'Este enlace de pedido en grupo no funciona. Pide uno nuevo a quien organiza.',
    );

    // Two groups made as the host's page makes them; a guest of each, joined by the page.
    const groups: string[] = [];
    for (const host of ['Rita', 'Sam']) {
      const box = await api<{ id: string }>(page.request, consumerUrl, 'POST', 'orders/create', {
        menu_id: (
          await api<{ menu_id: number }>(page.request, consumerUrl, 'GET', `locations/${RALEIGH}`)
        ).menu_id,
      });
      const cutoff = new Date(Date.now() + 30 * 60_000).toISOString();
      const group = await api<{ token: string }>(
        page.request,
        consumerUrl,
        'POST',
        `orders/${box.id}/group`,
        {
          host_name: host,
          cutoff,
        },
      );
      groups.push(group.token, box.id);
    }
    const [cutToken, , leftToken, leftBox] = groups as [string, string, string, string];
    for (const token of [cutToken, leftToken]) {
      await page.goto(`/group/${token}`);
      await join(page, WORDS.es, 'Ana');
    }
    // The cutoff passes while the guest looks: told at once, the menu gone.
    await page.goto(`/group/${cutToken}`);
    await expect(page.getByRole('heading', { name: 'Elige tus artículos' })).toBeVisible();
    await page.request.post(`${SANDBOX_API}/_sandbox/group-cutoff/${cutToken}`);
    await expect(page.getByText(WORDS.es.closed('Rita'))).toBeVisible(LIVE);
    await expect(page.getByRole('heading', { name: 'Elige tus artículos' })).toHaveCount(0);
    // The host leaves: their box dropped, the group ended, the guest told.
    await page.goto(`/group/${leftToken}`);
    await expect(page.getByRole('heading', { name: 'Elige tus artículos' })).toBeVisible();
    const left = await page.request.delete(`${consumerUrl}/api/v1/orders/${leftBox}/abandon`);
    expect(left.ok()).toBe(true);
    await expect(page.getByText(WORDS.es.ended('Sam'))).toBeVisible(LIVE);
    // Another guest's secret on this group's link reads nothing.
    const other = await page.request.get(
      `${consumerUrl}/api/v1/groups/${leftToken}/guests/not-a-secret-of-it`,
    );
    expect(other.status()).toBe(404);
  });
});
