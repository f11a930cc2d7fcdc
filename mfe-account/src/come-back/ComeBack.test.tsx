import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aLocation, aReceiptOrder, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { renderPage, signedIn } from '../testing';
import { ComeBack } from './ComeBack';

const raleigh = aLocation({ id: 12, name: 'Raleigh – Glenwood Ave', address: '4109 Glenwood Ave' });
const past = (id: string, number: string, menuId = 500) =>
  aReceiptOrder({ id, number, created: '20261101 12:30', menu_id: menuId });

const memberRoutes = {
  'GET /api/v1/orders/recent': {
    body: [past('p1', '1001'), past('p2', '1002'), past('p3', '1003'), past('p4', '1004')],
  },
  'GET /api/v1/locations/500?byMenuId=true': { body: raleigh },
  'GET /api/v1/orders/faves': { body: [{ id: 7, description: 'Tenders night' }] },
  'GET /api/v1/members/faves/locations': { body: [raleigh] },
};

const show = (state = {}, language: 'en-US' | 'es' = 'en-US') =>
  renderPage('/', <ComeBack />, '/', { state, language });

describe('the way back on the home page and the menu', () => {
  it('shows a member the last three orders and their favourites, each one tap away', async () => {
    mockFetch(routes(memberRoutes));
    await show({
      ...signedIn(),
      favouriteItems: [{ sku: 'BB-BISCUIT', name: 'Buttermilk Biscuit' }],
    });
    const recent = await screen.findByRole('region', { name: 'Your recent orders' });
    const cards = await within(recent).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Order 1001 of Nov 1, 2026',
    );
    expect(
      within(first).getByText('2 × 3 Piece Tenders Combo, Honey Butter Biscuit'),
    ).toBeVisible();
    expect(within(first).getByText('$36.00')).toBeVisible();
    expect(
      within(first).getByRole('link', { name: 'Receipt of the order 1001 of Nov 1, 2026' }),
    ).toHaveAttribute('href', '/order/confirm?id=p1');

    const favourites = await screen.findByRole('region', { name: 'Your favorites' });
    expect(
      await within(favourites).findByRole('button', { name: 'Reorder Tenders night' }),
    ).toBeEnabled();
    expect(
      within(favourites).getByRole('link', { name: 'Order it: Buttermilk Biscuit' }),
    ).toHaveAttribute('href', '/menu?product=BB-BISCUIT');
    expect(
      await within(favourites).findByRole('button', { name: 'Order here: Raleigh – Glenwood Ave' }),
    ).toBeEnabled();
  });

  it('in Spanish', async () => {
    mockFetch(routes(memberRoutes));
    await show(signedIn(), 'es');
    const recent = await screen.findByRole('region', { name: 'Tus pedidos recientes' });
    expect(
      await within(recent).findByRole('button', {
        name: 'Volver a pedir el pedido 1001 del 1 nov 2026',
      }),
    ).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Tus favoritos' })).toBeVisible();
  });

  it('reorders into an empty box in one tap, and opens the box', async () => {
    mockFetch(
      routes({
        ...memberRoutes,
        'POST /api/v1/orders/reorder': { body: past('fresh', '') },
      }),
    );
    const { appState } = await show(signedIn());
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reorder the order 1001 of Nov 1, 2026' }),
    );
    await waitFor(() => expect(appState.order?.id).toBe('fresh'));
    expect(appState.showCart).toBe(true);
    expect(appState.location?.id).toBe(12);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows each site only its own orders: the account's restaurant orders are no way back to a caterer", async () => {
    const catering = { ...raleigh, catering_menu_id: 900 };
    const mixed = routes({
      ...memberRoutes,
      'GET /api/v1/orders/recent': {
        body: [past('r1', '1001'), past('c1', '2001', 900), past('r2', '1002')],
      },
      'GET /api/v1/locations/500?byMenuId=true': { body: catering },
      'GET /api/v1/locations/900?byMenuId=true': { body: catering },
    });
    const shownOn = async (channel: 'default' | 'catering') => {
      mockFetch(mixed);
      const { unmount } = await show({ ...signedIn(), channel });
      const recent = await screen.findByRole('region', { name: 'Your recent orders' });
      const headings = (await within(recent).findAllByRole('heading', { level: 3 })).map(
        (heading) => heading.textContent,
      );
      unmount();
      return headings;
    };
    expect(await shownOn('catering')).toEqual(['Order 2001 of Nov 1, 2026']);
    expect(await shownOn('default')).toEqual([
      'Order 1001 of Nov 1, 2026',
      'Order 1002 of Nov 1, 2026',
    ]);
  });

  it('leaves out only the past orders whose restaurant is gone: the menu goes on', async () => {
    const fetch = mockFetch(
      routes({
        ...memberRoutes,
        'GET /api/v1/orders/recent': { body: [past('p1', '1001'), past('q1', '3001', 600)] },
        'GET /api/v1/locations/500?byMenuId=true': {
          status: 404,
          body: { message: 'Location not found' },
        },
        'GET /api/v1/locations/600?byMenuId=true': { body: { ...raleigh, menu_id: 600 } },
      }),
    );
    await show(signedIn());
    const recent = await screen.findByRole('region', { name: 'Your recent orders' });
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Order 3001 of Nov 1, 2026']);
    expect(fetch.calls.filter(({ url }) => url.includes('byMenuId=true'))).toHaveLength(2);
  });

  it('shows no past order when the restaurants cannot be read: the menu goes on', async () => {
    const fetch = mockFetch(
      routes({
        ...memberRoutes,
        'GET /api/v1/locations/500?byMenuId=true': {
          status: 503,
          body: { message: 'Service unavailable' },
        },
      }),
    );
    await show(signedIn());
    expect(await screen.findByRole('region', { name: 'Your favorites' })).toBeVisible();
    await waitFor(() =>
      expect(fetch.calls.some(({ url }) => url.includes('byMenuId=true'))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Your recent orders' })).toBeNull();
  });

  it('shows a guest the orders placed on this device, and forgets one the API no longer knows', async () => {
    mockFetch(
      routes({
        'GET /api/v1/orders/here': { body: past('here', '1042') },
        'GET /api/v1/orders/gone': { status: 404, body: { message: 'Order not found' } },
      }),
    );
    const { appState } = await show({ deviceOrders: ['gone', 'here'] });
    const recent = await screen.findByRole('region', { name: 'Your recent orders' });
    expect(
      await within(recent).findByRole('link', { name: 'Receipt of the order 1042 of Nov 1, 2026' }),
    ).toHaveAttribute('href', '/order/confirm?id=here');
    await waitFor(() => expect(appState.deviceOrders).toEqual(['here']));
    expect(screen.queryByRole('region', { name: 'Your favorites' })).toBeNull();
  });

  it('keeps its room for a member with nothing to come back to yet, and says what will come', async () => {
    const fetch = mockFetch(
      routes({
        'GET /api/v1/orders/recent': { body: [] },
        'GET /api/v1/orders/faves': { body: [] },
        'GET /api/v1/members/faves/locations': { body: [] },
      }),
    );
    const { container } = await show(signedIn());
    await waitFor(() => expect(fetch.calls).toHaveLength(3));
    // Every read answered, and still nothing: the same box, with what will wait there.
    const empty = await screen.findByRole('region', { name: 'Your recent orders and favorites' });
    expect(empty).toHaveTextContent('Orders you place and favorites you save wait here');
    expect(container.querySelector('.ui-card-strip')).toBe(empty.parentElement);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps its room while it reads: the strip’s box, busy, said to be loading', async () => {
    // Reads that have not answered yet.
    mockFetch(() => new Promise(() => {}));
    const { container } = await show(signedIn(), 'es');
    expect(container.querySelector('.ui-card-strip')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Cargando tus pedidos recientes y favoritos…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives its room back when its reads fail with nothing to show: no "nothing yet" line', async () => {
    mockFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    const { container } = await show(signedIn());
    await waitFor(() => expect(container.querySelector('.ui-card-strip')).toBeNull());
    expect(screen.queryByText(/wait here/)).toBeNull();
  });
});
