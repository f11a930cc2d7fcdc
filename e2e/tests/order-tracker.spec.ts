import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { consumerUrl } from '../support/ports';
import { speak } from '../support/host-variants';
import { SANDBOX_API } from './account-support';
import { boxAt, checkout, type SandboxOrder } from './checkout-support';
import { api } from './menu-cart-support';

const RALEIGH = 101;
const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '9195550123',
};

/** Places the box as a guest paying with the approved test card, through the BFF. */
async function placeGuest(page: Page, box: SandboxOrder): Promise<{ ready_at: string }> {
  const call = <T>(method: 'POST' | 'PUT', path: string, body?: unknown) =>
    api<T>(page.request, consumerUrl, method, path, body);
  const { totals } = await call<{ totals: { total: number } }>('POST', `orders/${box.id}/validate`);
  const { token } = await call<{ token: string }>('POST', `orders/${box.id}/token`, {
    number: '4111111111111111',
    expiry: '12/30',
    cvv: '123',
  });
  return call('POST', `orders/${box.id}/submit`, {
    usertype: 'guest',
    user: CONTACT,
    payments: [{ type: 'creditcard', amount: totals.total, token }],
  });
}

/** The kitchen starts the order now, whatever the hour of the run (a sandbox test hook). */
async function startKitchen(page: Page, id: string) {
  const started = await page.request.post(`${SANDBOX_API}/_sandbox/kitchen-start/${id}`);
  expect(started.status()).toBe(204);
}

const step = (page: Page, name: string) => checkout(page).locator(`li[data-step="${name}"]`);

test('§4.1 step 7 the tracker follows a delivery from received to delivered, the courier on the map', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const box = await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 2]], {
    delivery: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' },
  });
  await placeGuest(page, box);
  const asked = { status: 0, events: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith(`/orders/${box.id}/status`)) asked.status += 1;
    if (request.url().endsWith(`/orders/${box.id}/events`)) asked.events += 1;
  });
  await page.goto(`${consumerUrl}/order/confirm?id=${box.id}`);
  await waitUntilLive(page);
  await page.evaluate(() => Object.assign(window, { sameVisit: true }));
  await expect(step(page, 'received')).toHaveAttribute('data-reached', '');
  await expect(step(page, 'in_progress')).not.toHaveAttribute('data-reached');

  await startKitchen(page, box.id);
  await expect(step(page, 'in_progress')).toHaveAttribute('data-reached', '', { timeout: 8_000 });
  await expect(step(page, 'out_for_delivery')).toHaveAttribute('aria-current', 'step', {
    timeout: 8_000,
  });
  const courier = checkout(page).locator('[data-courier]');
  await expect(courier).toContainText(/Your courier is on the way and should arrive/);
  await expect(courier.getByRole('group', { name: /^Map of your delivery/ })).toBeVisible();
  await expect(courier.getByRole('button', { name: /Your courier/ })).toBeVisible();

  await expect(step(page, 'completed')).toHaveAttribute('data-reached', '', { timeout: 8_000 });
  await expect(step(page, 'completed')).toContainText(/^Delivered\d{1,2}:\d{2} [AP]M E[SD]T$/);
  await expect(courier).toHaveCount(0);
  await expect(checkout(page).getByRole('status')).toHaveText('Status: Completed');
  // It moved by itself: the same visit, followed by its stream, never asked again and again.
  expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
  expect(asked.events).toBeGreaterThanOrEqual(1);
  expect(asked.status).toBe(0);
});

test('§4.1 step 8 curbside en español en un teléfono: «Ya llegué» con el carro y el lugar', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 1]]);
  await api(page.request, consumerUrl, 'PUT', `orders/${box.id}/handoff/curbside`);
  await api(page.request, consumerUrl, 'PUT', `orders/${box.id}/custom`, {
    fields: [
      { id: 'vehicle_make', value: 'Ford' },
      { id: 'vehicle_model', value: 'F-150' },
      { id: 'vehicle_color', value: 'Azul' },
    ],
  });
  const placed = await placeGuest(page, box);
  await startKitchen(page, box.id);
  // 'Ya llegué' opens 15 minutes before the promised time.
  await page.clock.setFixedTime(Date.parse(placed.ready_at) - 14 * 60_000);
  await speak(page, 'es');
  await page.goto(`${consumerUrl}/order/confirm?id=${box.id}`);
  await waitUntilLive(page);
  const area = checkout(page);
  await expect(area.getByLabel('Marca')).toHaveValue('Ford');
  await area.getByLabel('Lugar de estacionamiento (opcional)').fill('12');
  await area.getByRole('button', { name: 'Ya llegué' }).click();
  await expect(area.locator('[data-arrived]')).toHaveText(
    'Sabemos que llegaste: Lugar de estacionamiento 12, Ford Azul. Te llevaremos tu pedido.',
  );
  const ticket = await page.request.get(
    `http://${new URL(SANDBOX_API).host}/kitchen/orders/${box.id}`,
    {
      headers: { 'accept-language': 'es' },
    },
  );
  expect(await ticket.text()).toContain('Ya llegué: Lugar de estacionamiento 12, Ford Azul');
  // Handed over once the customer is here: the tracker follows to the end.
  await expect(step(page, 'completed')).toHaveAttribute('data-reached', '', { timeout: 10_000 });
  await expect(step(page, 'completed')).toContainText(/^Recogido/);
});

test('a scheduled order can be added to a calendar at its promised time (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 1]], { scheduled: true });
  const placed = await placeGuest(page, box);
  await page.goto(`${consumerUrl}/order/confirm?id=${box.id}`);
  await waitUntilLive(page);
  const download = page.waitForEvent('download');
  await checkout(page).getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^order-\d+\.ics$/);
  const text = fs.readFileSync(await file.path(), 'utf8');
  const utc = new Date(placed.ready_at).toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(text).toContain(`DTSTART:${utc}`);
  expect(text).toMatch(/SUMMARY:Biscuit Barn order \d+/);
  expect(text).toContain('LOCATION:Raleigh');
});
