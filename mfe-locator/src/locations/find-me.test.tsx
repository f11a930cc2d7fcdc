import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppState } from '@qsr/shared-contracts';
import { mockFetch, aLocation } from '@qsr/shared-contracts/testing';
import { renderAt } from '../testing/render';
import { LocationsPage } from './LocationsPage';

// Typing through user-event is slow on a shared machine.
jest.setTimeout(20_000);

/** "Find me": a zip no restaurant has answers the nearest, each with its distance. */
const near27615 = [
  aLocation({ id: 101, name: 'Raleigh – Glenwood Ave', menu_id: 500, distance: 2.3 }),
  aLocation({ id: 102, name: 'Raleigh – Capital Blvd', menu_id: 600, distance: 5.04 }),
  aLocation({ id: 103, name: 'Durham – University Dr', menu_id: 700, distance: 17.57 }),
];

function answerSearches() {
  const searched: string[] = [];
  mockFetch((call) => {
    if (call.url.startsWith('/api/v1/locations/search')) {
      searched.push(call.url);
      return { body: near27615 };
    }
    return { body: [] };
  });
  return searched;
}

async function searchFor(text: string, label: string, button: string) {
  await userEvent.type(await screen.findByRole('searchbox', { name: label }), text);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the distance of each restaurant found near a place', () => {
  it('is shown on every card, in English', async () => {
    createAppState();
    const searched = answerSearches();
    await renderAt(<LocationsPage />, '/locations?mode=pickup');
    await searchFor('27615', 'City, state or zip', 'Search');
    const cards = within(await screen.findByRole('list', { name: 'Restaurants' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByText(/mi away$/).textContent)).toEqual([
      '2.3 mi away',
      '5.0 mi away',
      '17.6 mi away',
    ]);
    expect(searched.some((url) => new URL(url, 'http://x').searchParams.get('q') === '27615')).toBe(
      true,
    );
  });

  it('is shown on every card, in Spanish', async () => {
    createAppState({ language: 'es' });
    answerSearches();
    await renderAt(<LocationsPage />, '/locations?mode=pickup', 'es');
    await searchFor('Cary, NC', 'Ciudad, estado o código postal', 'Buscar');
    const cards = within(await screen.findByRole('list', { name: 'Restaurantes' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByText(/^a .* mi$/).textContent)).toEqual([
      'a 2.3 mi',
      'a 5.0 mi',
      'a 17.6 mi',
    ]);
  });
});
