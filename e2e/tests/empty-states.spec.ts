import { expect, test, type Page } from '@playwright/test';
import { newMember, signInBrowser } from './account-support';

/** The empty state titled `title`: its next step is one link, which goes to `to`. */
async function followNextStep(page: Page, title: string | RegExp, action: string, to: RegExp) {
  const state = page.locator('.ui-empty-state', {
    has: page.getByRole('heading', { name: title }),
  });
  await expect(state).toBeVisible();
  await state.getByRole('link', { name: action }).click();
  await expect(page).toHaveURL(to);
}

const LANGUAGES = [
  {
    lang: 'en',
    noOrders: 'You have no past orders yet.',
    startOrder: 'Start your order',
    noFavourites: 'You have no favourite restaurants yet.',
    findRestaurant: 'Find a restaurant',
    noCards: /You have no saved cards/,
    emptyBox: 'Your box is empty.',
  },
  {
    lang: 'es',
    noOrders: 'Aún no tienes pedidos anteriores.',
    startOrder: 'Comienza tu pedido',
    noFavourites: 'Aún no tienes restaurantes favoritos.',
    findRestaurant: 'Buscar un restaurante',
    noCards: /No tienes tarjetas guardadas/,
    emptyBox: 'Tu caja está vacía.',
  },
];

for (const words of LANGUAGES) {
  test(`a new member's empty account leads somewhere (${words.lang})`, async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'Nora');
    await signInBrowser(page, member.session);

    await page.goto(`/account/order-history?lang=${words.lang}`);
    await followNextStep(page, words.noOrders, words.startOrder, /\/order$/);

    await page.goto(`/account/favorite-locations?lang=${words.lang}`);
    await followNextStep(page, words.noFavourites, words.findRestaurant, /\/locations/);

    await page.goto(`/account/payments?lang=${words.lang}`);
    await followNextStep(page, words.noCards, words.startOrder, /\/order$/);

    await page.goto(`/order/checkout?lang=${words.lang}`);
    await followNextStep(page, words.emptyBox, words.startOrder, /\/order$/);
  });
}

test('a search with no restaurant offers them all again', async ({ page }) => {
  await page.goto('/locations?mode=pickup');
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Boston');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const state = page.locator('.ui-empty-state');
  await expect(state).toContainText('No restaurants match that search.');
  await state.getByRole('button', { name: 'See all restaurants' }).click();
  await expect(
    page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('a careers search with no position offers every open position, in Spanish', async ({
  page,
}) => {
  await page.goto('/careers?keyword=astronauta&lang=es');
  await followNextStep(page, /Ningún puesto coincide/, 'Ver todos los puestos', /\/positions/);
});
