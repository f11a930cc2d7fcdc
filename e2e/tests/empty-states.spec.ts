import { expect, test, type Page } from '@playwright/test';
import { newMember, signInBrowser } from './account-support';

/**
 * The empty state titled `title` (a few words), with the line `body` under it: its next step is
 * one link, which goes to `to`.
 */
async function followNextStep(
  page: Page,
  [title, body]: readonly [string, string],
  action: string,
  to: RegExp,
) {
  const state = page.locator('.ui-empty-state', {
    has: page.getByRole('heading', { name: title, exact: true }),
  });
  await expect(state).toBeVisible();
  await expect(state).toContainText(body);
  await state.getByRole('link', { name: action }).click();
  await expect(page).toHaveURL(to);
}

const LANGUAGES = [
  {
    lang: 'en',
    noOrders: ['No orders yet', 'Your past orders will show up here.'],
    startOrder: 'Start your order',
    noFavourites: ['No favorite restaurants', 'Make a restaurant your favorite to find it here.'],
    findRestaurant: 'Find a restaurant',
    noCards: ['No saved cards', 'Cards you save at checkout show up here.'],
    emptyBox: ['Your box is empty', 'Add something from the menu, then check out here.'],
  },
  {
    lang: 'es',
    noOrders: ['Aún no hay pedidos', 'Aquí aparecerán tus pedidos anteriores.'],
    startOrder: 'Comienza tu pedido',
    noFavourites: [
      'Sin restaurantes favoritos',
      'Marca un restaurante como favorito para encontrarlo aquí.',
    ],
    findRestaurant: 'Buscar un restaurante',
    noCards: ['No hay tarjetas guardadas', 'Las tarjetas que guardes al pagar aparecerán aquí.'],
    emptyBox: ['Tu caja está vacía', 'Añade algo del menú y paga aquí.'],
  },
] as const;

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
  const state = page.locator('.ui-empty-state', {
    has: page.getByRole('heading', { name: 'No restaurants found' }),
  });
  await expect(state).toContainText('Try a city, a state or a zip code.');
  await state.getByRole('button', { name: 'See all restaurants' }).click();
  await expect(
    page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('a careers search with no position offers every open position, in Spanish', async ({
  page,
}) => {
  await page.goto('/careers?keyword=astronauta&lang=es');
  await followNextStep(
    page,
    ['Ningún puesto coincide', 'Prueba otra palabra clave o un área más amplia.'],
    'Ver todos los puestos',
    /\/positions/,
  );
});
