import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppState } from '@qsr/shared-contracts';
import { mockFetch, aLocation, aMenu, anOrder } from '@qsr/shared-contracts/testing';
import { renderAt } from '../testing/render';
import { LocationsPage } from './LocationsPage';

jest.setTimeout(20_000);

const glenwood = aLocation({ id: 101, name: 'Glenwood Ave', menu_id: 500 });
const capital = aLocation({ id: 102, name: 'Capital Blvd', menu_id: 600 });
const freedom = aLocation({ id: 201, name: 'Freedom Dr', menu_id: 700 });

const results = () => screen.getByRole('list', { name: 'Restaurants' });
const orderFrom = (name: string) =>
  within(results()).getByRole('button', { name: `Order from here: ${name}` });

/**
 * Runs `step` as the browser would: React schedules its work itself (not act()'s queue, which
 * renders everything at once), so the page between the click and its next render is seen.
 */
async function asTheBrowserDoes(step: () => void) {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    step();
    // The click's own render (a microtask), not yet the transition that follows it.
    await Promise.resolve();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

describe('/locations: a list being replaced', () => {
  it('is busy from the search on, offers no restaurant, and then shows the results', async () => {
    const state = createAppState();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetch = mockFetch(async (call) => {
      if (call.url === '/api/v1/locations?limit=40') return { body: [glenwood, capital] };
      if (call.url === '/api/v1/locations/search?q=Charlotte') {
        return answered.then(() => ({ body: [freedom, glenwood] }));
      }
      return { status: 404, body: {} };
    });
    await renderAt(<LocationsPage />, '/locations?mode=pickup');
    await screen.findByRole('list', { name: 'Restaurants' });
    expect(results()).toHaveAttribute('aria-busy', 'false');
    const glenwoodFirst = orderFrom('Glenwood Ave');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'City, state or zip' }),
      'Charlotte',
    );

    await asTheBrowserDoes(() => screen.getByRole('button', { name: 'Search' }).click());
    // The restaurants before the search are still on the page: busy, and none to choose.
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(glenwoodFirst).toBeDisabled();
    await asTheBrowserDoes(() => glenwoodFirst.click());
    expect(state.location).toBeFalsy();
    expect(fetch.calls.map((call) => call.method)).not.toContain('POST');

    // Then the list's place holds its skeletons, and the results come in one step.
    expect(await screen.findByText('Looking for restaurants…')).toBeInTheDocument();
    await act(async () => answer());
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(results())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Freedom Dr', 'Glenwood Ave']);
    expect(orderFrom('Freedom Dr')).toBeEnabled();
  });

  it('a tap chooses the restaurant of the card tapped, though the list moved since it was drawn', async () => {
    const state = createAppState();
    let order = [freedom, glenwood];
    mockFetch(async (call) => {
      if (call.url === '/api/v1/locations?limit=40') return { body: [glenwood, capital] };
      if (call.url === '/api/v1/locations/search?q=Charlotte') return { body: order };
      if (call.url === '/api/v1/menus/500') return { body: aMenu() };
      if (call.url === '/api/v1/orders/create') return { body: anOrder() };
      return { status: 404, body: {} };
    });
    await renderAt(<LocationsPage />, '/locations?mode=pickup');
    await screen.findByRole('list', { name: 'Restaurants' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'City, state or zip' }),
      'Charlotte',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(results()).getAllByRole('listitem')[1]).toHaveTextContent('Glenwood Ave'),
    );
    // The finger is on Glenwood, the second card.
    const underTheFinger = orderFrom('Glenwood Ave');

    // The results are asked for again (the phone is back online) and come in another order.
    order = [glenwood, freedom];
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(within(results()).getAllByRole('listitem')[0]).toHaveTextContent('Glenwood Ave'),
    );
    await userEvent.click(underTheFinger);
    await waitFor(() => expect(state.location?.id).toBe(glenwood.id));
  });
});
