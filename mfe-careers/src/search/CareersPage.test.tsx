import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobLocation, JobSearchResult } from '@qsr/shared-contracts';
import { mockFetch, type FetchCall, aLocation } from '@qsr/shared-contracts/testing';
import { renderPage } from '../testing';
import { CareersPage } from './CareersPage';

const globals = globalThis as unknown as { __RELEASE_NOTE__: string };

const TABLE: JobLocation[] = [
  {
    'Franchise ID': 'FR-1115',
    'Street Address': '590 Ponce de Leon Ave NE',
    City: 'Atlanta',
    State: 'GA',
    Latitude: 33.7727,
    Longitude: -84.3653,
  },
  {
    'Franchise ID': 'FR-1101',
    'Street Address': '4209 Glenwood Ave',
    City: 'Raleigh',
    State: 'NC',
    Latitude: 35.8376,
    Longitude: -78.6827,
  },
  {
    'Franchise ID': 'FR-1104',
    'Street Address': '4400 South Blvd',
    City: 'Charlotte',
    State: 'NC',
    Latitude: 35.1804,
    Longitude: -80.8757,
  },
];

const job = (n: number, extra: Partial<JobSearchResult['jobs'][number]> = {}) => ({
  id: `J${n}`,
  title: n % 2 ? 'Crew Member' : 'Shift Leader',
  city: 'Raleigh',
  state: 'NC',
  posted: '2026-11-20',
  ...extra,
});

function results(query: URLSearchParams): JobSearchResult {
  const page = Number(query.get('page') ?? 1);
  const zip = query.get('zip');
  return {
    jobs: [job(page * 10 + 1, zip ? { distance: 1.24 } : {}), job(page * 10 + 2)],
    total: 25,
    page,
    per_page: 10,
    ...(zip ? { origin: { lat: 35.87, lng: -78.71 } } : {}),
  };
}

/** The sandbox's answers, as far as this page reads them. */
function upstream(override?: (call: FetchCall) => { status: number; body: unknown } | undefined) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = override?.(call);
    if (answer) return answer;
    if (url.pathname === '/api/careers-sheet') return { body: TABLE };
    if (url.pathname === '/api/jobsearch') return { body: results(url.searchParams) };
    return { body: { stories: [], cv: 0, rels: [], links: [] } };
  });
}

const searches = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/jobsearch'))
    .map((call) => new URL(call.url, 'http://localhost').searchParams);

const cities = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

afterEach(() => {
  globals.__RELEASE_NOTE__ = '';
});

describe('/careers (§7.3 job search, §3 Job location)', () => {
  it('searches by keyword and lists the positions with links to their details', async () => {
    const fetch = upstream();
    await renderPage('/careers', <CareersPage />, '/careers');
    expect(screen.queryByRole('heading', { name: /open positions/ })).toBeNull();

    await userEvent.type(screen.getByLabelText('Job title or keyword'), 'leader');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: '25 open positions' })).toBeVisible();
    expect(searches(fetch.calls).at(-1)?.get('keyword')).toBe('leader');
    expect(screen.getByRole('link', { name: 'Shift Leader' })).toHaveAttribute(
      'href',
      '/positions/info?id=J12',
    );
    expect(screen.getByTestId('url')).toHaveTextContent('/careers?keyword=leader');
  });

  it('searches by zip: distances, and the hiring table nearest first from that place', async () => {
    const fetch = upstream();
    await renderPage('/careers', <CareersPage />, '/careers');
    expect(await screen.findByText(/to see the nearest first/)).toBeVisible();

    await userEvent.type(screen.getByLabelText('Zip, or city and state'), '27612');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('1.2 mi away')).toBeVisible();
    expect(searches(fetch.calls).at(-1)?.get('zip')).toBe('27612');
    expect(await screen.findByText('Nearest first from 27612.')).toBeVisible();
    expect(cities()).toEqual(['Raleigh', 'Charlotte', 'Atlanta']);
  });

  it('sorts the hiring table by distance both ways, and says so to screen readers', async () => {
    upstream();
    await renderPage('/careers', <CareersPage />, '/careers?place=27612');
    const distance = await screen.findByRole('columnheader', { name: /Distance/ });
    await waitFor(() => expect(cities()).toEqual(['Raleigh', 'Charlotte', 'Atlanta']));
    expect(distance).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(distance).getByRole('button'));
    expect(cities()).toEqual(['Atlanta', 'Charlotte', 'Raleigh']);
    expect(distance).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through results and takes focus to the results heading', async () => {
    const fetch = upstream();
    await renderPage('/careers', <CareersPage />, '/careers?keyword=crew');
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(searches(fetch.calls).at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Crew Member' })).toHaveAttribute(
      'href',
      '/positions/info?id=J21',
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: '25 open positions' })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when nothing matches', async () => {
    upstream((call) =>
      call.url.startsWith('/api/jobsearch')
        ? { status: 200, body: { jobs: [], total: 0, page: 1, per_page: 10 } }
        : undefined,
    );
    await renderPage('/careers', <CareersPage />, '/careers?keyword=astronaut');
    const heading = await screen.findByRole('heading', { name: 'No matching positions' });
    expect(heading.closest('.ui-empty-state')).toHaveTextContent(
      'Try another keyword or a wider area.',
    );
    // The next step: every open position.
    expect(screen.getByRole('link', { name: 'See all open positions' })).toHaveAttribute(
      'href',
      '/positions',
    );
  });

  it('no restaurant hiring: says so and offers the open positions, in Spanish', async () => {
    upstream((call) =>
      call.url.startsWith('/api/careers-sheet') ? { status: 200, body: [] } : undefined,
    );
    await renderPage('/careers', <CareersPage />, '/careers', { language: 'es' });
    const heading = await screen.findByRole('heading', {
      name: 'Ningún restaurante contrata',
    });
    expect(heading.closest('.ui-empty-state')).toHaveTextContent(
      'Ninguno contrata ahora. Todos los puestos abiertos están aquí.',
    );
    const state = within(heading.closest('.ui-empty-state') as HTMLElement);
    expect(state.getByRole('link', { name: 'Ver todos los puestos' })).toHaveAttribute(
      'href',
      '/positions',
    );
  });

  it('results and restaurants on their way are rows, each region busy and labelled', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/') ? new Promise(() => {}) : { body: { stories: [] } },
    );
    await renderPage('/careers', <CareersPage />, '/careers?keyword=cook');
    const searching = await screen.findByText('Searching for jobs…');
    expect(searching.closest('[aria-busy="true"]')?.querySelectorAll('.careers-job')).toHaveLength(
      5,
    );
    expect(screen.getByText('Loading restaurants…')).toHaveAttribute('role', 'status');
  });

  it.each([
    [
      '99999',
      'We could not find the zip code 99999. Please check it, or search by city and state.',
    ],
    [
      'Nowhere, ZZ',
      'We could not find Nowhere, ZZ. Please check the city and state, or search by zip code.',
    ],
  ])(
    'a place the search cannot find (%s) is said so, never replaced by the restaurant’s',
    async (typed, said) => {
      upstream((call) =>
        call.url.startsWith('/api/jobsearch')
          ? { status: 200, body: { jobs: [], total: 0, page: 1, per_page: 10 } }
          : undefined,
      );
      await renderPage('/careers', <CareersPage />, '/careers', {
        state: { location: aLocation({ id: 101, name: 'Raleigh - Glenwood' }) },
      });
      expect(await screen.findByText('Nearest first from Raleigh.')).toBeVisible();
      await userEvent.type(screen.getByLabelText('Zip, or city and state'), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      // At the field, and in the summary atop the form, which takes the focus and links to it.
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(said);
      expect(summary).toHaveFocus();
      const field = screen.getByLabelText('Zip, or city and state');
      expect(field).toHaveAccessibleDescription(said);
      expect(within(summary).getByRole('link', { name: said })).toHaveAttribute(
        'href',
        `#${field.id}`,
      );
      expect(screen.queryByText(/Nearest first from/)).toBeNull();
      expect(screen.getByText(/to see the nearest first/)).toBeVisible();
    },
  );

  it('the hiring table keeps the franchise id off the screen', async () => {
    upstream();
    await renderPage('/careers', <CareersPage />, '/careers');
    await waitFor(() => expect(cities()).toEqual(['Atlanta', 'Charlotte', 'Raleigh']));
    expect(screen.queryByRole('columnheader', { name: /Franchise/ })).toBeNull();
    expect(document.body).not.toHaveTextContent(/FR-11/);
  });

  it.each([
    [
      'an object with a message, as that message',
      400,
      { message: 'Invalid state: ZZ.' },
      ['Invalid state: ZZ.'],
    ],
    [
      'an array of strings, as is',
      400,
      ['First problem', 'Second problem'],
      ['First problem', 'Second problem'],
    ],
    [
      'anything else, as the connection issue',
      502,
      '<html>Bad gateway</html>',
      ['Connection issue. Please try again.'],
    ],
  ])('§8 a failed search shows %s', async (_case, status, body, messages) => {
    upstream((call) => (call.url.startsWith('/api/jobsearch') ? { status, body } : undefined));
    await renderPage('/careers', <CareersPage />, '/careers?place=Nowhere,%20ZZ');
    const alert = await screen.findByRole('alert');
    for (const message of messages) expect(within(alert).getByText(message)).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('searches near the browser’s location, and only stops loading when it is refused', async () => {
    const fetch = upstream();
    let answer: (ok: boolean) => void = () => undefined;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
          answer = (granted) =>
            granted
              ? ok({ coords: { latitude: 35.99, longitude: -78.9 } } as GeolocationPosition)
              : fail({ code: 1 } as GeolocationPositionError);
        },
      },
    });
    await renderPage('/careers', <CareersPage />, '/careers');
    const locate = screen.getByRole('button', { name: 'Use my location' });

    fireEvent.click(locate);
    expect(screen.getByText('Finding your location…')).toBeVisible();
    await act(async () => answer(false));
    expect(screen.getByText(/We could not get your location/)).toBeVisible();
    expect(searches(fetch.calls)).toHaveLength(0);

    fireEvent.click(locate);
    await act(async () => answer(true));
    expect(await screen.findByText('Nearest first from your location.')).toBeVisible();
    expect(screen.getByTestId('url')).toHaveTextContent('/careers?lat=35.9900&lng=-78.9000');
    expect(searches(fetch.calls).at(-1)?.get('lat')).toBe('35.99');
  });

  it('is in Spanish when the site is', async () => {
    upstream();
    await renderPage('/careers', <CareersPage />, '/careers?keyword=crew', { language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Empleos' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: '25 puestos disponibles' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeVisible();
    expect(screen.getByText('Página 1 de 3')).toBeVisible();
  });

  it('shows the release note a release build carries, and none otherwise', async () => {
    upstream();
    const { container, unmount } = await renderPage('/careers', <CareersPage />, '/careers');
    expect(container.querySelector('[data-release-note]')).toBeNull();
    unmount();
    globals.__RELEASE_NOTE__ = 'Release 1.0.1: spring hiring';
    await renderPage('/careers', <CareersPage />, '/careers');
    expect(screen.getByText('Release 1.0.1: spring hiring')).toHaveAttribute('data-release-note');
  });
});
