import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLocation, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { renderPage, signedIn } from '../testing';
import { FavouriteLocationsPage } from './FavouriteLocationsPage';

jest.setTimeout(20_000);

describe('/account/favorite-locations', () => {
  it('lists the favourite restaurants and removes one', async () => {
    const raleigh = aLocation({ id: 101, name: 'Raleigh - Glenwood' });
    const durham = aLocation({ id: 102, name: 'Durham' });
    const fetch = mockFetch(
      routes({
        'GET /api/v1/members/faves/locations': { body: [raleigh, durham] },
        'DELETE /api/v1/members/faves/locations/101': { body: [durham] },
      }),
    );
    const { appState } = await renderPage(
      '/account/favorite-locations',
      <FavouriteLocationsPage />,
      '/account/favorite-locations',
      { state: signedIn() },
    );
    // §5 display: the suffix after ' - ' is dropped.
    expect(await screen.findByText('Raleigh')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Raleigh from favorites' }));
    await waitFor(() => expect(screen.queryByText('Raleigh')).toBeNull());
    expect(appState.favelocations.map((l) => l.id)).toEqual([102]);
    expect(fetch.last.headers['x-ordering-token']).toBe('ordering-token');
  });

  it('shows the empty list with a way to find a restaurant', async () => {
    mockFetch(() => ({ body: [] }));
    await renderPage(
      '/account/favorite-locations',
      <FavouriteLocationsPage />,
      '/account/favorite-locations',
      { state: signedIn() },
    );
    expect(await screen.findByRole('link', { name: 'Find a restaurant' })).toBeVisible();
  });
});
