import { expect, test, type Page } from '@playwright/test';
import { chooseLocation } from '../support/host-variants';
import { waitUntilLive } from '../support/first-screen';
import { consumerUrl, sandboxDownUrl } from '../support/ports';
import {
  boxAt,
  checkout,
  confirmationDialog,
  dialogSummary,
  fillCard,
  fillContact,
  placeFromDialog,
  TEST_CARD_NUMBER,
} from './checkout-support';
import { api } from './menu-cart-support';
import { breakRemotePages, INJECTED_RENDER_FAILURE } from './render-failure';

/**
 * No single failure takes the site down. Each remote in turn is blocked (the browser against a
 * failing network: its manifest and entry), two are slow or throw while rendering, and the rest
 * of the site keeps working; the ordering API down; corrupt and old-format local
 * storage; a reload at every step of checkout.
 */
const REMOTES = [
  { remote: 'menuCart', path: '/menu', heading: 'Menu' },
  // With a box (seededBox), so that checkout has something to show.
  { remote: 'checkout', path: '/order/checkout', heading: 'Checkout' },
  // Not /locations: §2.4 hides the footer there.
  { remote: 'locator', path: '/order/type', heading: 'Pickup or delivery?' },
  { remote: 'account', path: '/account/login', heading: 'Sign In' },
  { remote: 'marketing', path: '/about', heading: 'About Us' },
  { remote: 'careers', path: '/careers', heading: 'Careers' },
] as const;

// The blocked walk meets each remote's own files. A render error and a slow load meet the host's
// one RemoteArea for every remote (RemoteArea.test.tsx holds its rules), so two remotes suffice
// there: the page of an order with a box, and a page without one.
const SAMPLE = REMOTES.filter(({ remote }) => remote === 'checkout' || remote === 'careers');

// Each test has its own page, routes and box (the API-down one its own BFF): they run side by side.
test.describe.configure({ mode: 'parallel' });

const UNAVAILABLE = 'This part of the site is not available right now.';
const RALEIGH = 101;

/** Two biscuits at Raleigh, kept the way the site keeps a box. */
async function seededBox(page: Page): Promise<void> {
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 2]]);
}

async function shellWorks(page: Page, boxCount?: number): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const box = page.getByRole('banner').getByRole('button', { name: /box/i });
  await expect(box).toBeVisible();
  if (boxCount !== undefined)
    await expect(box).toHaveAccessibleName(`Open your box, ${boxCount} items`);
}

/** The next remote's route in the list renders, without a fallback. */
async function nextRouteWorks(page: Page, index: number): Promise<void> {
  const other = REMOTES[(index + 1) % REMOTES.length] ?? REMOTES[0];
  await page.goto(other.path);
  await expect(
    page.getByRole('heading', { level: 1, name: other.heading, exact: true }).first(),
  ).toBeVisible();
  await expect(page.locator(`[data-remote-fallback="${other.remote}"]`)).toHaveCount(0);
}

/** The remote's page is shown, its fallback gone. */
async function remoteRenders(page: Page, remote: string, heading: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: heading, exact: true }).first(),
    remote,
  ).toBeVisible();
  await expect(page.locator(`[data-remote-fallback="${remote}"]`)).toHaveCount(0);
}

test('each remote blocked: its fallback and retry; header, footer, box and the other routes work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seededBox(page);
  for (const [index, { remote, path, heading }] of REMOTES.entries()) {
    const files = `**/remotes/${remote}/**`;
    await page.route(files, (route) => route.abort('connectionrefused'));
    await page.goto(path);
    const fallback = page.locator(`[data-remote-fallback="${remote}"]`).first();
    await expect(fallback, remote).toContainText(UNAVAILABLE);
    await shellWorks(page, 2);

    await nextRouteWorks(page, index);

    await page.goto(path);
    await expect(fallback).toBeVisible();
    await page.unroute(files);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await remoteRenders(page, remote, heading);
  }
});

test("the host's federation runtime that cannot be fetched: the fallback, and a retry loads it", async ({
  page,
}) => {
  // The host's lazy chunk of the Module Federation runtime (host-shell/src/remotes/federation.ts).
  const runtime = '**/federation.*.js';
  await page.route(runtime, (route) => route.abort('connectionrefused'));
  await page.goto('/careers');
  const fallback = page.locator('[data-remote-fallback="careers"]').first();
  await expect(fallback).toContainText(UNAVAILABLE);
  await shellWorks(page);

  await page.unroute(runtime);
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await remoteRenders(page, 'careers', 'Careers');
});

// Failure layer 1 (docs/architecture.md, Runtime composition; @module-federation/retry-plugin):
// a remote's manifest or entry script that fails once is fetched again, and the page shows the
// remote, not its fallback.
for (const [file, pattern] of [
  ['manifest', '**/remotes/careers/**/mf-manifest.json'],
  ['entry script', '**/remotes/careers/**/remoteEntry*.js'],
] as const) {
  test(`failure layer 1: a remote's ${file} that fails once is fetched again: the remote renders`, async ({
    page,
  }) => {
    let requests = 0;
    await page.route(pattern, (route) =>
      (requests += 1) === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/careers');
    await remoteRenders(page, 'careers', 'Careers');
    expect(requests).toBe(2);
  });
}

test('a remote slow (5 s): the shell stays usable while it loads, then it renders', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seededBox(page);
  for (const { remote, path, heading } of SAMPLE) {
    const manifest = `**/remotes/${remote}/**/mf-manifest.json`;
    await page.route(manifest, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await page.goto(path);
    await shellWorks(page, 2);
    await expect(
      page.locator(`[data-remote-area="${remote}"][aria-busy="true"]`).first(),
    ).toBeVisible();
    // The remote's own render (a page may show the server's first screen of it meanwhile).
    await waitUntilLive(page);
    await expect(
      page.getByRole('heading', { level: 1, name: heading, exact: true }).first(),
      remote,
    ).toBeVisible({
      timeout: 15_000,
    });
    expect(Date.now() - started, remote).toBeGreaterThanOrEqual(5000);
    await expect(page.locator(`[data-remote-fallback="${remote}"]`)).toHaveCount(0);
    await page.unroute(manifest);
  }
});

test('a remote throwing during render: its fallback and retry; header, footer, box and the other routes work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seededBox(page);
  const caught: string[] = [];
  // What the host's error boundary logs when it catches (RemoteArea: `[remote] error`).
  page.on('console', (message) => {
    if (message.type() === 'error') caught.push(message.text());
  });
  for (const sample of SAMPLE) {
    const { remote, path, heading } = sample;
    const boundaryCaught = () =>
      caught.filter((text) => text.startsWith(`[${remote}] Error: ${INJECTED_RENDER_FAILURE}`))
        .length;
    const mend = await breakRemotePages(page, remote);
    await page.goto(path);
    const fallback = page.locator(`[data-remote-fallback="${remote}"]`).first();
    await expect(fallback, remote).toContainText(UNAVAILABLE);
    // The render error's fallback: the remote loaded, its page threw, the boundary caught it.
    await expect.poll(boundaryCaught, remote).toBeGreaterThan(0);
    await shellWorks(page, 2);

    await nextRouteWorks(page, REMOTES.indexOf(sample));

    await page.goto(path);
    await expect(fallback).toBeVisible();
    // A retry loads the remote afresh: while its build is broken, the fallback comes back.
    const before = boundaryCaught();
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(boundaryCaught, remote).toBeGreaterThan(before);
    await expect(fallback).toContainText(UNAVAILABLE);
    await mend();
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await remoteRenders(page, remote, heading);
    await shellWorks(page, 2);
  }
});

test('§8 the ordering API down: the connection issue, and the box survives', async ({ page }) => {
  const { menu_id } = (await chooseLocation(page, 101)) as { menu_id?: number };
  const order = await api<{ id: string }>(page.request, consumerUrl, 'POST', 'orders/create', {
    menu_id,
  });
  const box = JSON.stringify({ ...order, expires: Date.now() + 86_400_000 });
  await page.addInitScript((value) => {
    if (!localStorage.getItem('qsr.order')) localStorage.setItem('qsr.order', value);
  }, box);
  await page.goto(`${sandboxDownUrl}/menu`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Connection issue. Please try again.' }).first(),
  ).toBeVisible();
  await shellWorks(page);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('qsr.order') ?? 'null'));
  expect(kept?.id).toBe(order.id);
});

test('corrupt or old-format local storage: a clean start without an exception', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('qsr.order', '{not json');
    localStorage.setItem('qsr.location', JSON.stringify({ store: 'old format' }));
    localStorage.setItem('qsr.user', '"a string, not a member"');
    localStorage.setItem('qsr.token', '[]');
  });
  for (const path of ['/', '/menu']) {
    await page.goto(path);
    await shellWorks(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
  // The state writes the storage after the page has started: the corrupt value goes then.
  await expect
    .poll(async () => {
      const order = await page.evaluate(() => localStorage.getItem('qsr.order'));
      return order === null || !order.startsWith('{not');
    })
    .toBe(true);
});

test('a reload at every checkout step loses nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await seededBox(page);
  await page.goto('/order/checkout');
  const area = checkout(page);
  const line = area.getByText('2 × Buttermilk Biscuit');
  await expect(line).toBeVisible();
  const total = area.locator('[data-total="total"] dd');
  const kept: Array<() => Promise<void>> = [
    async () => {
      await expect(line).toBeVisible();
      await shellWorks(page, 2);
    },
  ];
  /** Reloads, then everything the customer had so far is still there. */
  const settled = area.locator('.checkout-totals:not([aria-busy="true"])');
  const reloadKeepsAll = async (step: string) => {
    // A change is priced by the ordering API as it is made: the total the customer had is the
    // one shown once it no longer says it is updating.
    await expect(settled, step).toHaveCount(1);
    const totalBefore = await total.innerText();
    await page.reload();
    await expect(area.getByRole('heading', { level: 1 }), step).toHaveText('Checkout');
    await expect(total, step).toHaveText(totalBefore);
    for (const check of kept) await check();
  };
  await reloadKeepsAll('box seeded');

  await area.getByLabel('Curbside').check();
  kept.push(() => expect(area.getByLabel('Curbside')).toBeChecked());
  await reloadKeepsAll('handoff chosen');

  await fillContact(area);
  await area.getByLabel('Make').fill('Ford');
  await area.getByLabel('Model').fill('F-150');
  await area.getByLabel('Color').fill('Blue');
  kept.push(async () => {
    await expect(area.getByLabel('First name')).toHaveValue('Ada');
    await expect(area.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(area.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(area.getByLabel('Phone')).toHaveValue('919-555-0123');
    await expect(area.getByLabel('Make')).toHaveValue('Ford');
    await expect(area.getByLabel('Model')).toHaveValue('F-150');
    await expect(area.getByLabel('Color')).toHaveValue('Blue');
  });
  await reloadKeepsAll('contact filled');

  await area.getByLabel('Schedule for later').check();
  await area.getByLabel('Day').selectOption({ index: 1 });
  const time = area.getByLabel('Time', { exact: true });
  await time.selectOption({ index: 2 });
  const wanted = await time.inputValue();
  kept.push(async () => {
    await expect(area.getByLabel('Schedule for later')).toBeChecked();
    await expect(time).toHaveValue(wanted);
  });
  await reloadKeepsAll('time chosen');

  await area.getByLabel(/^18%/).check();
  const tip = area.locator('[data-total="tip"] dd');
  await expect(tip).toBeVisible();
  await expect(settled).toHaveCount(1);
  const tipShown = await tip.innerText();
  expect(tipShown).not.toBe('$0.00');
  kept.push(async () => {
    await expect(area.getByLabel(/^18%/)).toBeChecked();
    await expect(tip).toHaveText(tipShown);
  });
  await reloadKeepsAll('tip chosen');

  await fillCard(area, '4111111111111111');
  await area.getByRole('button', { name: 'Review order' }).click();
  await expect(confirmationDialog(page)).toBeVisible();
  const reviewed = await dialogSummary(confirmationDialog(page));
  await reloadKeepsAll('at the confirmation dialog');
  // The card is the one thing never kept: it is typed again.
  await expect(area.getByLabel('Card number')).toHaveValue('');
  await fillCard(area, '4111111111111111');
  await area.getByRole('button', { name: 'Review order' }).click();
  const { shown, id, placed } = await placeFromDialog(page, consumerUrl);
  expect(shown).toEqual(reviewed);
  expect(shown.handoff).toBe('Curbside');
  expect(placed.time.wanted).toBe(wanted);
  expect(placed.products).toMatchObject([{ name: 'Buttermilk Biscuit', quantity: 2 }]);
  expect(placed.custom_fields).toEqual(
    expect.arrayContaining([{ id: 'vehicle_make', value: 'Ford' }]),
  );

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${id}`));
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Thanks for your order');
  await expect(area.locator('[data-order-number]')).toHaveText(placed.number as string);
  await expect(area.locator('[data-summary="total"]')).toHaveText(shown.total);
  await expect(area.getByRole('status')).toContainText('Status:');
  // Nothing typed for the placed order stays behind.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toMatch(TEST_CARD_NUMBER);
  expect(stored).not.toContain('Lovelace');
});
