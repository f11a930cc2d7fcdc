import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupView, GuestPart } from '@qsr/shared-contracts';
import { aLine, aLocation, aMenu, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { GuestGroupPage } from './GuestGroupPage';

const API = '/api/v1';
const TOKEN = 'tok-AAAAAAAAAAAAAAAAAAAA';
const SECRET = 'sec-BBBBBBBBBBBBBBBBBBBB';

const view = (overrides: Partial<GroupView> = {}): GroupView => ({
  token: TOKEN,
  host_name: 'Mia',
  restaurant: { id: 12, name: 'Raleigh - Glenwood' },
  menu_id: 500,
  handoff: 'pickup',
  time: { mode: 'asap' },
  cutoff: '2099-12-02T18:00:00-05:00',
  guest_limit: null,
  spending_limit: 15,
  state: 'open',
  guests: [
    { name: 'Ana', done: false },
    { name: 'Ben', done: true },
  ],
  ...overrides,
});

const partOf = (overrides: Partial<GuestPart> = {}): GuestPart => ({
  group: view(),
  guest: { id: 7, name: 'Ana', done: false },
  products: [aLine({ id: 31, quantity: 1, cost: { total: 4.99 }, choices: [] })],
  subtotal: 4.99,
  remaining: 10.01,
  ...overrides,
});

const refusal = (status: number, code: number, message: string) => ({
  status,
  body: { message: `[${code}] ${message}`, code },
});

const base = {
  [`GET ${API}/groups/${TOKEN}`]: { body: view() },
  [`GET ${API}/locations/12`]: { body: aLocation() },
  [`GET ${API}/menus/500`]: { body: aMenu() },
};

const open = (language: 'en-US' | 'es' = 'en-US') =>
  renderWithState(<GuestGroupPage />, { path: `/group/${TOKEN}`, language });

beforeEach(() => localStorage.clear());

describe('a group order guest’s page', () => {
  it('says a link to no group plainly, in the page’s language, with a way on', async () => {
    mockFetch(
      routes({
        [`GET ${API}/groups/${TOKEN}`]: refusal(
          404,
          270,
          'Este enlace de pedido en grupo no funciona. Pide uno nuevo a quien organiza.',
        ),
      }),
    );
    await open('es');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Este enlace de pedido en grupo no funciona. Pide uno nuevo a quien organiza.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comienza tu pedido' })).toHaveAttribute(
      'href',
      '/menu',
    );
  });

  it('joins by a name only, checked before it is sent, and keeps the secret on the device', async () => {
    const fetch = mockFetch(
      routes({
        ...base,
        [`POST ${API}/groups/${TOKEN}/guests`]: {
          body: { guest: { id: 7, name: 'Ana', secret: SECRET } },
        },
        [`GET ${API}/groups/${TOKEN}/guests/${SECRET}`]: { body: partOf({ products: [] }) },
      }),
    );
    await open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mia’s group order');
    // Who is in, and whether done: names only.
    expect(screen.getByText('Ben · Done')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the group order' }));
    expect(await screen.findByText('Enter a name of up to 40 characters.')).toBeInTheDocument();
    expect(fetch.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Your name'), '  Ana ');
    await userEvent.click(screen.getByRole('button', { name: 'Join the group order' }));
    expect(await screen.findByText(/You have not added anything yet/)).toBeInTheDocument();
    expect(fetch.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Ana' });
    expect(JSON.parse(localStorage.getItem(`qsr.group.${TOKEN}`) ?? 'null')).toBe(SECRET);
    expect(screen.getByRole('heading', { name: 'Choose your items' })).toBeInTheDocument();
  });

  it('shows a full group’s refusal as the group says it', async () => {
    mockFetch(
      routes({
        ...base,
        [`POST ${API}/groups/${TOKEN}/guests`]: refusal(
          409,
          273,
          'This group order is full: it has all the guests the host allows.',
        ),
      }),
    );
    await open();
    await userEvent.type(await screen.findByLabelText('Your name'), 'Cy');
    await userEvent.click(screen.getByRole('button', { name: 'Join the group order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This group order is full: it has all the guests the host allows.',
    );
    expect(localStorage.getItem(`qsr.group.${TOKEN}`)).toBeNull();
  });

  it('shows the guest’s own items, what the limit leaves, and takes one out or says done', async () => {
    localStorage.setItem(`qsr.group.${TOKEN}`, JSON.stringify(SECRET));
    const fetch = mockFetch(
      routes({
        ...base,
        [`GET ${API}/groups/${TOKEN}/guests/${SECRET}`]: { body: partOf() },
        [`DELETE ${API}/groups/${TOKEN}/guests/${SECRET}/products/31`]: {
          body: partOf({ products: [], subtotal: 0, remaining: 15 }),
        },
        [`POST ${API}/groups/${TOKEN}/guests/${SECRET}/done`]: {
          body: partOf({
            products: [],
            subtotal: 0,
            remaining: 15,
            guest: { id: 7, name: 'Ana', done: true },
          }),
        },
      }),
    );
    await open();
    const own = await screen.findByRole('region', { name: 'Your items' });
    expect(own).toHaveTextContent('1 × Cajun Filet Biscuit');
    expect(own).toHaveTextContent('Your items come to $4.99. You can add $10.01 more.');
    await userEvent.click(
      within(own).getByRole('button', { name: 'Remove Cajun Filet Biscuit from Ana’s items' }),
    );
    await waitFor(() => expect(own).toHaveTextContent('Your items come to $0.00.'));
    await userEvent.click(within(own).getByRole('button', { name: 'I’m done' }));
    expect(await within(own).findByRole('status')).toHaveTextContent(/^Done\. Mia will check out/);
    expect(fetch.calls.filter((call) => call.method !== 'GET')).toHaveLength(2);
  });

  it('after the cutoff, tells the guest so and offers nothing to change', async () => {
    localStorage.setItem(`qsr.group.${TOKEN}`, JSON.stringify(SECRET));
    const closed = view({ state: 'closed' });
    mockFetch(
      routes({
        ...base,
        [`GET ${API}/groups/${TOKEN}`]: { body: closed },
        [`GET ${API}/groups/${TOKEN}/guests/${SECRET}`]: { body: partOf({ group: closed }) },
      }),
    );
    await open('es');
    expect(
      await screen.findByText(
        'Ya pasó la hora límite: Mia está haciendo el pedido. Tus artículos están incluidos.',
      ),
    ).toBeInTheDocument();
    await screen.findByText(/1 × Cajun Filet Biscuit/);
    expect(screen.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Elige tus artículos' })).not.toBeInTheDocument();
  });
});
