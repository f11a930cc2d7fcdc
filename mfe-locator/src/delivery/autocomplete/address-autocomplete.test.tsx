import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppState } from '@qsr/shared-contracts';
import { aSuggestion, mockFetch, type FetchCall } from '@qsr/shared-contracts/testing';
import { renderAt } from '../../testing/render';
import { LocationsPage } from '../../locations/LocationsPage';

// Typing through user-event is slow on a shared machine.
jest.setTimeout(20_000);

const fayetteville = aSuggestion({ restaurants: [{ id: 102, name: 'Raleigh – Capital Blvd' }] });
const kingStreet = {
  label: '12 King St, Charleston, SC 29401',
  address: '12 King St',
  city: 'Charleston',
  state: 'SC',
  zip: '29401',
  lat: 32.783,
  lng: -79.935,
  restaurants: [],
};

/** The delivery check of Find delivery. */
const isCheck = (call: FetchCall) =>
  call.method === 'POST' && new URL(call.url, 'http://x').pathname === '/api/v1/locations/delivery';

/** The ordering API's suggestions, and the texts asked about. */
function answerSuggestions() {
  const asked: string[] = [];
  const fetch = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/v1/locations/delivery/suggest') {
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      return { body: q.includes('king') ? [kingStreet] : [fayetteville] };
    }
    if (url.pathname === '/api/v1/locations/delivery') return { body: { locations: [], id: null } };
    return { body: [] };
  });
  return { asked, fetch };
}

describe('the delivery address completes as it is typed', () => {
  it('asks once per pause, lists and announces the suggestions, and fills the fields from one', async () => {
    createAppState();
    const { asked, fetch } = answerSuggestions();
    await renderAt(<LocationsPage />, '/locations?mode=delivery');
    const street = screen.getByRole('combobox', { name: /Street address/ });
    expect(street).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(street, '123 fay');
    const list = await screen.findByRole('listbox', { name: 'Suggested addresses' });
    expect(street).toHaveAttribute('aria-expanded', 'true');
    expect(street).toHaveAttribute('aria-controls', list.id);
    // Typed faster than the pause: one ask, for the whole text.
    expect(asked).toEqual(['123 fay']);
    expect(screen.getByText('1 suggested address')).toHaveAttribute('role', 'status');
    const option = within(list).getByRole('option');
    expect(option).toHaveTextContent('123 Fayetteville St, Raleigh, NC 27601');
    expect(option).toHaveTextContent('Delivered by Raleigh – Capital Blvd');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(street).toHaveValue('123 Fayetteville St');
    expect(screen.getByLabelText('City')).toHaveValue('Raleigh');
    expect(screen.getByLabelText(/State/)).toHaveValue('NC');
    expect(screen.getByLabelText('Zip code')).toHaveValue('27601');
    expect(
      await screen.findByText('Good news: Raleigh – Capital Blvd delivers to this address.'),
    ).toBeInTheDocument();
    expect(street).toHaveAttribute('aria-expanded', 'false');

    // Find delivery checks the point the list placed it at.
    await userEvent.click(screen.getByRole('button', { name: 'Find delivery' }));
    await waitFor(() => expect(fetch.calls.some(isCheck)).toBe(true));
    const check = fetch.calls.find(isCheck);
    expect(check?.body).toMatchObject({ address: '123 Fayetteville St', lat: 35.7758 });
  });

  it('says in Spanish that nobody delivers to a chosen address, with pickup as the way on', async () => {
    createAppState({ language: 'es' });
    answerSuggestions();
    await renderAt(<LocationsPage />, '/locations?mode=delivery', 'es');
    const street = screen.getByRole('combobox', { name: /Dirección/ });
    await userEvent.type(street, '12 king');
    const list = await screen.findByRole('listbox', { name: 'Direcciones sugeridas' });
    expect(within(list).getByRole('option')).toHaveTextContent(
      'Fuera de nuestras zonas de entrega',
    );
    await userEvent.click(within(list).getByRole('option'));
    expect(
      await screen.findByText(/ninguno de nuestros restaurantes entrega en esa dirección/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recoger en el restaurante' })).toHaveAttribute(
      'href',
      '/locations?mode=pickup',
    );
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Charleston');
  });

  it('Escape closes the list; typed text not chosen is checked as typed, without a point', async () => {
    createAppState();
    const { fetch } = answerSuggestions();
    await renderAt(<LocationsPage />, '/locations?mode=delivery');
    const street = screen.getByRole('combobox', { name: /Street address/ });
    await userEvent.type(street, '9 Oak Rd');
    await screen.findByRole('listbox', { name: 'Suggested addresses' });
    await userEvent.keyboard('{Escape}');
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveValue('9 Oak Rd');
    await userEvent.type(screen.getByLabelText('City'), 'Raleigh');
    await userEvent.type(screen.getByLabelText('Zip code'), '27601');
    await userEvent.click(screen.getByRole('button', { name: 'Find delivery' }));
    await waitFor(() => expect(fetch.calls.some(isCheck)).toBe(true));
    const check = fetch.calls.find(isCheck);
    expect(check?.body).toEqual({ address: '9 Oak Rd', city: 'Raleigh', zip: '27601' });
  });

  it('asks nothing about text no address holds', async () => {
    createAppState();
    const { asked } = answerSuggestions();
    await renderAt(<LocationsPage />, '/locations?mode=delivery');
    await userEvent.type(screen.getByRole('combobox', { name: /Street address/ }), '<b>');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
  });
});
