import { screen, within } from '@testing-library/react';
import { mockFetch, routes } from '@qsr/shared-contracts/testing';
import { AddressesPage } from './addresses/AddressesPage';
import { FavouriteLocationsPage } from './favourites/FavouriteLocationsPage';
import { OrderHistoryPage } from './history/OrderHistoryPage';
import { InboxPage } from './inbox/InboxPage';
import { OffersPage } from './offers/OffersPage';
import { PaymentsPage } from './payments/PaymentsPage';
import { renderPage, signedIn } from './testing';

jest.setTimeout(20_000);

/**
 * The empty state titled `title` (a few words) with the line `body` under it: the one link it
 * offers.
 */
async function nextStepOf(title: string, body: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const state = heading.closest('.ui-empty-state') as HTMLElement;
  expect(state).toHaveTextContent(body);
  return within(state).getByRole('link');
}

describe('every empty list of the account offers the next step', () => {
  it('no past orders and no favourites: start your order', async () => {
    mockFetch(() => ({ body: [] }));
    await renderPage('/account/order-history', <OrderHistoryPage />, '/account/order-history', {
      state: signedIn(),
    });
    const orders = await nextStepOf('No orders yet', 'Your past orders will show up here.');
    expect(orders).toHaveAccessibleName('Start your order');
    expect(orders).toHaveAttribute('href', '/order');
    const favourites = await nextStepOf(
      'No favorites yet',
      'Save a past order to reorder it in one click.',
    );
    expect(favourites).toHaveAccessibleName('Start your order');
    expect(favourites).toHaveAttribute('href', '/order');
  });

  it('no past orders, in Spanish', async () => {
    mockFetch(() => ({ body: [] }));
    await renderPage('/account/order-history', <OrderHistoryPage />, '/account/order-history', {
      state: signedIn(),
      language: 'es',
    });
    const orders = await nextStepOf(
      'Aún no hay pedidos',
      'Aquí aparecerán tus pedidos anteriores.',
    );
    expect(orders).toHaveAccessibleName('Comienza tu pedido');
  });

  it('no saved cards, no saved addresses: start your order', async () => {
    mockFetch(() => ({ body: [] }));
    const cards = await renderPage('/account/payments', <PaymentsPage />, '/account/payments', {
      state: signedIn(),
    });
    expect(
      await nextStepOf('No saved cards', 'Cards you save at checkout show up here.'),
    ).toHaveAttribute('href', '/order');
    cards.unmount();
    await renderPage('/account/addresses', <AddressesPage />, '/account/addresses', {
      state: signedIn(),
    });
    const addresses = await nextStepOf(
      'No saved addresses',
      'Addresses you deliver to show up here.',
    );
    expect(addresses).toHaveAccessibleName('Start your order');
    expect(addresses).toHaveAttribute('href', '/order');
  });

  it('no rewards and no offers in the wallet: start your order', async () => {
    mockFetch(
      routes({
        'GET /api/v1/members/loyalty': { body: { points: 0, wallet: [] } },
        'GET /api/v1/members/offers/all': { body: [] },
        'GET /cms/v2/cdn/stories': { body: { stories: [] } },
      }),
    );
    await renderPage('/offers', <OffersPage />, '/offers', { state: signedIn() });
    expect(
      await nextStepOf('No rewards yet', 'Rewards you can use will show up here.'),
    ).toHaveAttribute('href', '/order');
    expect(await nextStepOf('No offers right now', 'Check back soon.')).toHaveAccessibleName(
      'Start your order',
    );
  });

  it('no favourite restaurants: find a restaurant', async () => {
    mockFetch(() => ({ body: [] }));
    await renderPage(
      '/account/favorite-locations',
      <FavouriteLocationsPage />,
      '/account/favorite-locations',
      { state: signedIn(), language: 'es' },
    );
    const find = await nextStepOf(
      'Sin restaurantes favoritos',
      'Marca un restaurante como favorito para encontrarlo aquí.',
    );
    expect(find).toHaveAccessibleName('Buscar un restaurante');
    expect(find).toHaveAttribute('href', '/locations');
  });

  it('an empty inbox: see your offers', async () => {
    mockFetch(() => ({ body: { stories: [] } }));
    await renderPage('/account/inbox', <InboxPage />, '/account/inbox', { state: signedIn() });
    const offers = await nextStepOf(
      'Your inbox is empty',
      'New offers and news will show up here.',
    );
    expect(offers).toHaveAccessibleName('See your offers');
    expect(offers).toHaveAttribute('href', '/offers');
  });
});

describe('a list on its way is a skeleton of its rows', () => {
  it('is busy and says "Loading…" once, in the page language', async () => {
    // An answer that never comes: the page stays loading.
    mockFetch(() => new Promise(() => {}));
    await renderPage('/account/payments', <PaymentsPage />, '/account/payments', {
      state: signedIn(),
      language: 'es',
    });
    const status = await screen.findByText('Cargando…');
    expect(status).toHaveAttribute('role', 'status');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getAllByText('Cargando…')).toHaveLength(1);
    expect(document.querySelectorAll('.ui-skeleton-row.ui-card')).toHaveLength(2);
  });
});
