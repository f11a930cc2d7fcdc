import { act, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import { createAppState } from '@qsr/shared-contracts';
import {
  mockFetch,
  aLocation,
  aMenu,
  anOrder,
  routes,
  TEST_TOKENS,
} from '@qsr/shared-contracts/testing';
import { renderAt } from '../testing/render';
import { LocationsPage } from './LocationsPage';

// Typing through user-event is slow on a shared machine; these are whole customer journeys.
jest.setTimeout(20_000);

const where = () => screen.getByTestId('where').textContent;
const glenwood = aLocation({
  id: 101,
  name: 'Raleigh - Glenwood',
  menu_id: 500,
  distance: 1.234,
  timezone: 'America/New_York',
  hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '23:59' })),
});
const capital = aLocation({ id: 102, name: 'Raleigh - Capital', menu_id: 600 });

async function search(text: string) {
  await userEvent.type(screen.getByRole('searchbox', { name: 'City, state or zip' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('/locations?mode=pickup', () => {
  it('§4.13 a list: distance, hours, open now, numbered on the map; ordering goes to /order', async () => {
    createAppState();
    mockFetch(
      routes({
        'GET /api/v1/locations?limit=40': { body: [glenwood, capital] },
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/create': { body: anOrder() },
      }),
    );
    await renderAt(<LocationsPage />, '/locations?mode=pickup');
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('1.2 mi away');
    expect(first).toHaveTextContent(/Open now · Today 12:00 AM – 11:59 PM/);
    expect(
      await screen.findByRole('group', { name: /Map of restaurants: 2 restaurants/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: /Order from here/ }));
    await waitFor(() => expect(where()).toBe('/order'));
  });

  it('a customer who goes elsewhere while the box is made ready stays there', async () => {
    const state = createAppState();
    let boxReady = () => {};
    const slowBox = new Promise<void>((resolve) => (boxReady = resolve));
    mockFetch(async (call) => {
      if (call.url === '/api/v1/locations?limit=40') return { body: [glenwood, capital] };
      if (call.url === '/api/v1/menus/500') return { body: aMenu() };
      if (call.url === '/api/v1/orders/create') return slowBox.then(() => ({ body: anOrder() }));
      return { status: 404, body: {} };
    });
    // The header's Menu link, beside the page as the host draws it.
    await renderAt(
      <>
        <Link to="/menu">Menu</Link>
        <LocationsPage />
      </>,
      '/locations?mode=pickup',
    );
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    await userEvent.click(within(list).getAllByRole('button', { name: /Order from here/ })[0]!);
    await waitFor(() => expect(state.location?.id).toBe(glenwood.id));
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(where()).toBe('/menu');
    await act(async () => boxReady());
    await waitFor(() => expect(state.order).not.toBeNull());
    expect(where()).toBe('/menu');
  });

  it('a chain of 800 restaurants: asks for and shows 20 at a time, focus on the first one added', async () => {
    createAppState();
    const chain = Array.from({ length: 800 }, (_, i) =>
      aLocation({ id: 2001 + i, name: `Chain ${i + 1}`, menu_id: 300_001 + i }),
    );
    const fetch = mockFetch((call) => {
      const limit = /^\/api\/v1\/locations\?limit=(\d+)$/.exec(call.url)?.[1];
      return limit ? { body: chain.slice(0, Number(limit)) } : { status: 404, body: {} };
    });
    await renderAt(<LocationsPage />, '/locations?mode=pickup');
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    // The first screen's restaurants and the next page's, not the chain's 800.
    expect(
      fetch.calls.map((call) => call.url).filter((url) => url.startsWith('/api/v1/locations')),
    ).toEqual(['/api/v1/locations?limit=40']);
    // The map shows the restaurants listed, numbered alike.
    expect(
      await screen.findByRole('group', { name: /Map of restaurants: 20 restaurants/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more restaurants' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    expect(within(list).getByRole('button', { name: 'Order from here: Chain 21' })).toHaveFocus();
    // The next page is asked for (the map's atlas reads go on beside it).
    await waitFor(() =>
      expect(
        fetch.calls
          .map((call) => call.url)
          .filter((url) => url.startsWith('/api/v1/locations'))
          .at(-1),
      ).toBe('/api/v1/locations?limit=60'),
    );
    expect(
      await screen.findByRole('group', { name: /Map of restaurants: 40 restaurants/ }),
    ).toBeInTheDocument();
    // Once the page after has answered, "show more" offers it.
    expect(
      await screen.findByRole('button', { name: 'Show 20 more restaurants' }),
    ).toBeInTheDocument();
  });

  it('the last page of the list says how many are left, then no more', async () => {
    createAppState();
    const chain = Array.from({ length: 27 }, (_, i) =>
      aLocation({ id: 2001 + i, name: `Chain ${i + 1}`, menu_id: 300_001 + i }),
    );
    mockFetch((call) => {
      const limit = /^\/api\/v1\/locations\?limit=(\d+)$/.exec(call.url)?.[1];
      return limit ? { body: chain.slice(0, Number(limit)) } : { status: 404, body: {} };
    });
    await renderAt(<LocationsPage />, '/locations?mode=pickup');
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show 7 more restaurants' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(27);
    expect(screen.queryByRole('button', { name: /more restaurants/ })).not.toBeInTheDocument();
  });

  it('§4.13 false: zero results have their own message', async () => {
    createAppState();
    mockFetch(
      routes({
        'GET /api/v1/locations?limit=40': { body: [glenwood] },
        'GET /api/v1/locations/search?q=Boston': { body: [] },
      }),
    );
    await renderAt(<LocationsPage />, '/locations');
    await screen.findByRole('list', { name: 'Restaurants' });
    await search('Boston');
    const heading = await screen.findByRole('heading', { name: 'No restaurants found' });
    expect(heading.closest('.ui-empty-state')).toHaveTextContent(
      'Try a city, a state or a zip code.',
    );
    expect(screen.queryByRole('list', { name: 'Restaurants' })).not.toBeInTheDocument();
    // The next step: every restaurant again, the search box cleared.
    await userEvent.click(screen.getByRole('button', { name: 'See all restaurants' }));
    expect(await screen.findByRole('list', { name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.getByLabelText('City, state or zip')).toHaveValue('');
  });

  it('the list on its way is its cards and the map, busy, said once in Spanish', async () => {
    createAppState({ language: 'es' });
    mockFetch(() => new Promise(() => {}));
    await renderAt(<LocationsPage />, '/locations?mode=pickup', 'es');
    const label = await screen.findByText('Buscando restaurantes…');
    expect(label).toHaveAttribute('role', 'status');
    const region = label.closest('[aria-busy="true"]') as HTMLElement;
    expect(region.querySelectorAll('.ui-skeleton-row.locator-result')).toHaveLength(4);
    expect(document.querySelector('.locator-map .ui-skeleton')).not.toBeNull();
    expect(screen.getAllByText('Buscando restaurantes…')).toHaveLength(1);
  });

  it('§4.13 null: a failed call has its own message', async () => {
    createAppState();
    mockFetch(() => ({ status: 502, body: { message: 'Connection issue. Please try again.' } }));
    await renderAt(<LocationsPage />, '/locations');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not search for restaurants. Please try again.',
    );
  });

  let allow = false;
  beforeEach(() => {
    allow = false;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: (p: unknown) => void, fail: () => void) =>
          allow ? ok({ coords: { latitude: 35.8, longitude: -78.6 } }) : fail(),
      },
    });
  });

  it('§8 use my location: the nearest first when allowed; when refused it says so and offers the search', async () => {
    createAppState();
    const fetch = mockFetch(
      routes({
        'GET /api/v1/locations?limit=40': { body: [capital, glenwood] },
        'GET /api/v1/locations/search?lat=35.8&lng=-78.6': { body: [glenwood] },
      }),
    );
    await renderAt(<LocationsPage />, '/locations');
    await screen.findByRole('list', { name: 'Restaurants' });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not get your location (it may be turned off for this site). Search by city, state or zip instead.',
    );
    expect(screen.getByRole('searchbox', { name: 'City, state or zip' })).toHaveFocus();
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription(/We could not get/);
    expect(fetch.calls.filter((call) => call.url.startsWith('/api/'))).toHaveLength(1);

    allow = true;
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Restaurants' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('a refused location is told in Spanish on a Spanish page', async () => {
    createAppState({ language: 'es' });
    mockFetch(routes({ 'GET /api/v1/locations?limit=40': { body: [glenwood] } }));
    await renderAt(<LocationsPage />, '/locations', 'es');
    await screen.findByRole('list', { name: 'Restaurantes' });
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos obtener tu ubicación (quizá esté desactivada para este sitio). Busca por ciudad, estado o código postal.',
    );
  });

  it('ordering from here goes back to the product the customer came from', async () => {
    createAppState();
    mockFetch(
      routes({
        'GET /api/v1/locations?limit=40': { body: [glenwood] },
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/create': { body: anOrder() },
      }),
    );
    const back = encodeURIComponent('/order/product?id=BB-2PC-TENDERS');
    await renderAt(<LocationsPage />, `/locations?mode=pickup&return=${back}`);
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      `/locations?mode=delivery&return=${back}`,
    );
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    await userEvent.click(within(list).getByRole('button', { name: /Order from here/ }));
    await waitFor(() => expect(where()).toBe('/order/product?id=BB-2PC-TENDERS'));
  });

  it('never follows a return to another site', async () => {
    createAppState();
    mockFetch(
      routes({
        'GET /api/v1/locations?limit=40': { body: [glenwood] },
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/create': { body: anOrder() },
      }),
    );
    await renderAt(<LocationsPage />, '/locations?return=https%3A%2F%2Fevil.example%2F');
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    await userEvent.click(within(list).getByRole('button', { name: /Order from here/ }));
    await waitFor(() => expect(where()).toBe('/order'));
  });

  it('the catering site lists and finds only restaurants that cater', async () => {
    const caters = aLocation({ ...glenwood, catering_menu_id: 237040 });
    createAppState({ channel: 'catering', token: TEST_TOKENS });
    const fetch = mockFetch(
      routes({
        'GET /api/v1/locations?catering=true&limit=40': { body: [caters] },
        'GET /api/v1/locations/search?q=Raleigh&catering=true': { body: [caters] },
        'GET /api/v1/members/faves/locations': { body: [capital, caters] },
      }),
    );
    await renderAt(<LocationsPage />, '/locations');
    const favourites = await screen.findByRole('list', { name: 'Your favorites' });
    // The member's favourite that does not cater is not offered.
    await waitFor(() => expect(within(favourites).getAllByRole('listitem')).toHaveLength(1));
    expect(within(favourites).getByRole('heading')).toHaveTextContent('Raleigh');
    await search('Raleigh');
    await waitFor(() =>
      expect(fetch.calls.map((call) => call.url)).toContain(
        '/api/v1/locations/search?q=Raleigh&catering=true',
      ),
    );
  });

  it('§7.1 a member sees their favourite restaurants first, to order from', async () => {
    createAppState({ token: TEST_TOKENS });
    mockFetch(
      routes({
        'GET /api/v1/locations?limit=40': { body: [glenwood, capital] },
        'GET /api/v1/members/faves/locations': { body: [capital] },
      }),
    );
    await renderAt(<LocationsPage />, '/locations');
    const favourites = await screen.findByRole('list', { name: 'Your favorites' });
    expect(within(favourites).getByRole('heading', { name: 'Raleigh' })).toBeInTheDocument();
    expect(within(favourites).getByRole('button', { name: 'Favorite: Raleigh' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(favourites).getByRole('button', { name: /Order from here/ })).toBeEnabled();
  });

  it('§7.1 a member adds a favourite restaurant', async () => {
    createAppState({ token: TEST_TOKENS });
    const fetch = mockFetch(
      routes({
        'GET /api/v1/locations?limit=40': { body: [glenwood] },
        'GET /api/v1/members/faves/locations': { body: [] },
        'POST /api/v1/members/faves/locations/101': { body: [glenwood] },
      }),
    );
    await renderAt(<LocationsPage />, '/locations');
    const results = await screen.findByRole('list', { name: 'Restaurants' });
    await userEvent.click(
      await within(results).findByRole('button', {
        name: 'Add to favorites: Raleigh',
        pressed: false,
      }),
    );
    expect(
      await within(results).findByRole('button', {
        name: 'Favorite: Raleigh',
        pressed: true,
      }),
    ).toBeEnabled();
    // It now also heads the page among the member's favourites.
    expect(screen.getByRole('list', { name: 'Your favorites' })).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.method)).toContain('POST');
  });
});

describe('/locations?mode=delivery', () => {
  it('§5 checks the address and masks the zip to five digits', async () => {
    createAppState();
    mockFetch();
    await renderAt(<LocationsPage />, '/locations?mode=delivery');
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(screen.getByLabelText('Zip code'), '27a601999');
    expect(screen.getByLabelText('Zip code')).toHaveValue('27601');
    await userEvent.click(screen.getByRole('button', { name: 'Find delivery' }));
    // As in every form: each error next to its field, and the summary at the top, focused.
    expect(screen.getByLabelText(/Street address/)).toHaveAccessibleDescription(
      'Enter the street address.',
    );
    expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('Enter the city.');
    const summary = screen.getByText('Please check the highlighted fields.').parentElement;
    expect(summary).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter the street address.' }));
    expect(screen.getByLabelText(/Street address/)).toHaveFocus();
    // A field put right leaves the summary at once.
    await userEvent.type(screen.getByLabelText(/Street address/), '1 Main St');
    expect(screen.queryByRole('link', { name: 'Enter the street address.' })).toBeNull();
  });

  it('the address form’s summary speaks Spanish too', async () => {
    createAppState({ language: 'es' });
    mockFetch();
    await renderAt(<LocationsPage />, '/locations?mode=delivery', 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar entrega' }));
    expect(screen.getByText('Revisa los campos marcados.').parentElement).toHaveFocus();
  });

  it('§4.8 with coverage: the location and the dispatch address are set, then /order', async () => {
    const state = createAppState();
    const fetch = mockFetch(
      routes({
        'POST /api/v1/locations/delivery': { body: { locations: [glenwood], id: 101 } },
        'GET /api/v1/locations/101': { body: glenwood },
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/create': { body: anOrder({ menu_id: 500 }) },
        'PUT /api/v1/orders/o1/address': { body: anOrder({ handoff: 'dispatch' }) },
      }),
    );
    await renderAt(<LocationsPage />, '/locations?mode=delivery');
    await userEvent.type(screen.getByLabelText(/Street address/), '1 Main St');
    await userEvent.type(screen.getByLabelText('City'), 'Raleigh');
    await userEvent.type(screen.getByLabelText('Zip code'), '27601');
    await userEvent.click(screen.getByRole('button', { name: 'Find delivery' }));
    await waitFor(() => expect(where()).toBe('/order'));
    // The street may have been asked for suggestions while typed (a pause of a slow machine):
    // the search is the delivery call, whatever came before it.
    const search = fetch.calls.find((call) => call.url === '/api/v1/locations/delivery');
    expect(search?.body).toEqual({ address: '1 Main St', city: 'Raleigh', zip: '27601' });
    expect(state.location?.id).toBe(101);
    expect(state.order?.handoff).toBe('dispatch');
  });

  it('a member whose saved addresses could not be loaded is told so, searches, and a retry brings them', async () => {
    createAppState({ token: TEST_TOKENS });
    let calls = 0;
    const saved = { id: 1, address: '9 Oak Ave', city: 'Raleigh', state: 'NC', zip: '27603' };
    mockFetch(
      routes({
        'GET /api/v1/members/addresses': () => {
          calls += 1;
          return calls === 1 ? { status: 503 } : { body: [saved] };
        },
      }),
    );
    await renderAt(<LocationsPage />, '/locations?mode=delivery');
    const notice = await screen.findByText(
      'We could not load your saved addresses. You can search for an address.',
    );
    expect(screen.getByLabelText(/Street address/)).toBeVisible();
    await userEvent.click(
      within(notice.closest('.ui-notice') as HTMLElement).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Deliver here: 9 Oak Ave, Raleigh' }),
    ).toBeEnabled();
    expect(screen.queryByText(/could not load your saved addresses/)).toBeNull();
  });

  it('§4.8 without coverage: a message, and the address stays', async () => {
    createAppState();
    mockFetch(routes({ 'POST /api/v1/locations/delivery': { body: { locations: [], id: null } } }));
    await renderAt(<LocationsPage />, '/locations?mode=delivery');
    await userEvent.type(screen.getByLabelText(/Street address/), '100 King St');
    await userEvent.type(screen.getByLabelText('City'), 'Charleston');
    await userEvent.type(screen.getByLabelText('Zip code'), '29401');
    await userEvent.click(screen.getByRole('button', { name: 'Find delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, none of our restaurants deliver to that address yet.',
    );
    // Said where the customer is: it takes the focus (and so comes into view) from the button.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('100 King St');
    expect(where()).toBe('/locations?mode=delivery');
    // Or pickup instead.
    await userEvent.click(screen.getByRole('link', { name: 'Switch to pickup' }));
    expect(where()).toBe('/locations?mode=pickup');
  });
});

describe('/locations without a mode', () => {
  it.each([
    ['dispatch', 'Delivery'],
    ['pickup', 'Pickup'],
  ] as const)('a box for %s opens its own search: %s', async (handoff, tab) => {
    createAppState({ order: anOrder({ handoff }) });
    mockFetch(routes({ 'GET /api/v1/locations?limit=40': { body: [glenwood] } }));
    await renderAt(<LocationsPage />, '/locations');
    expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    // Delivery's is the address form; pickup's the list, whose "Order from here" makes a pickup.
    if (tab === 'Delivery') expect(screen.getByLabelText(/Street address/)).toBeVisible();
    else expect(await screen.findByRole('list', { name: 'Restaurants' })).toBeVisible();
  });
});
