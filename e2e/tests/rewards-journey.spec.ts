import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import { speak } from '../support/host-variants';
import { newMember, SANDBOX_API, signInBrowser } from './account-support';
import { checkout, confirmationDialog, fillCard } from './checkout-support';
import { chooseRestaurant, drawer, openBox } from './menu-cart-support';

const RALEIGH = 101;

/** A new member with points as if earned (a sandbox test hook): no seeded member is touched. */
async function memberWithPoints(request: APIRequestContext, name: string, points: number) {
  const member = await newMember(request, name);
  const granted = await request.post(`${SANDBOX_API}/_sandbox/points`, {
    data: { email: member.email, points },
  });
  expect(granted.status()).toBe(204);
  return member;
}

async function openOffers(page: Page) {
  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('rewards: points spent on a reward, the reward spent at checkout (desktop)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { session } = await memberWithPoints(request, 'Pia', 200);
  await signInBrowser(page, session);
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  // A box being built: the reward redeemed goes into it, applied by its name.
  await page.goto('/order/product?id=BB-BISCUIT');
  await page.getByRole('button', { name: /^Add to Box/ }).click();
  await expect(drawer(page)).toBeVisible();
  await openOffers(page);
  await expect(page.getByText('You have 200 points')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem $5 Off Your Order' })).toBeDisabled();
  await page.getByRole('button', { name: 'Redeem Free Buttermilk Biscuit' }).click();
  await expect(page.getByText('Free Buttermilk Biscuit is in your box.')).toBeVisible();
  await expect(page.getByText('You have 50 points')).toBeVisible();
  await expect(page.getByText('−150 points')).toBeVisible();

  // In the box, applied by its name; at checkout and on the receipt, the reward by its name.
  await openBox(page);
  const offers = drawer(page).getByRole('region', { name: 'Your Offers' });
  await expect(
    offers.getByRole('button', { name: 'Remove Free Buttermilk Biscuit' }),
  ).toBeVisible();
  await drawer(page)
    .getByRole('button', { name: /^Proceed to Checkout/ })
    .click();
  const area = checkout(page);
  await expect(area.locator('[data-total="discount"] dt')).toHaveText(
    'Reward: Free Buttermilk Biscuit',
  );
  await fillCard(area, '4111111111111111');
  await area.getByRole('button', { name: 'Review order' }).click();
  await confirmationDialog(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/confirm\?id=/);
  await expect(checkout(page).locator('[data-total="discount"] dt')).toHaveText(
    'Reward: Free Buttermilk Biscuit',
  );
});

test('recompensas en español en un teléfono: sin puntos suficientes, lo dice; canjeada una vez', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { session } = await memberWithPoints(request, 'Lia', 150);
  await signInBrowser(page, session);
  await speak(page, 'es');
  await openOffers(page);
  await expect(page.getByText('Tienes 150 puntos')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    '150 de 200 puntos para Té dulce gratis',
  );
  await expect(page.getByRole('button', { name: 'Canjear Té dulce gratis' })).toBeDisabled();
  await page.getByRole('button', { name: 'Canjear Bísquet de suero de leche gratis' }).click();
  await expect(
    page.getByText(
      'Bísquet de suero de leche gratis ya está en tus recompensas: aplícala en tu caja.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Tienes 0 puntos')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Canjear Bísquet de suero de leche gratis' }),
  ).toBeDisabled();
});
