import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostGroup } from '@qsr/shared-contracts';
import { aLine, aLocation, anOrder, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { HostGroupPage } from './HostGroupPage';

const API = '/api/v1';
const TOKEN = 'tok-AAAAAAAAAAAAAAAAAAAA';

const started = (overrides: Partial<HostGroup> = {}): HostGroup => ({
  token: TOKEN,
  host_name: 'Mia',
  restaurant: { id: 12, name: 'Raleigh - Glenwood' },
  menu_id: 500,
  handoff: 'pickup',
  time: { mode: 'asap' },
  cutoff: '2099-12-02T18:00:00-05:00',
  guest_limit: 3,
  spending_limit: 12.5,
  state: 'open',
  guests: [
    { id: 7, name: 'Ana', done: true, subtotal: 4.99 },
    { id: 8, name: 'Ben', done: false, subtotal: 0 },
  ],
  ...overrides,
});

const box = anOrder({
  products: [
    aLine({ id: 30, name: 'Half Dozen Biscuits', choices: [] }),
    aLine({ id: 31, quantity: 1, cost: { total: 4.99 }, guest: { id: 7, name: 'Ana' } }),
  ],
});

const NO_GROUP = {
  status: 404,
  body: { message: '[270] This group order link does not work.', code: 270 },
};

const open = (order = box) =>
  renderWithState(<HostGroupPage />, {
    path: '/order/group',
    state: { order, location: aLocation() },
  });

describe('the host’s group order page', () => {
  it('asks for a box first when there is none', async () => {
    mockFetch();
    await open(null as never);
    expect(screen.getByRole('heading', { name: 'Start a box first' })).toBeInTheDocument();
  });

  it('checks the settings in the page’s language before starting, then shares the link', async () => {
    let group: HostGroup | null = null;
    const fetch = mockFetch(
      routes({
        [`GET ${API}/orders/o1/group`]: () => (group ? { body: group } : NO_GROUP),
        [`POST ${API}/orders/o1/group`]: () => {
          group = started({ guests: [] });
          return { body: group };
        },
      }),
    );
    await open();
    await userEvent.type(await screen.findByLabelText(/Most each guest may spend/), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Start the group order' }));
    expect(screen.getByText('Enter a name of up to 40 characters.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter an amount from $1 to $500, or leave it empty.'),
    ).toBeInTheDocument();
    expect(fetch.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Your name, as guests will see it'), 'Mia');
    await userEvent.clear(screen.getByLabelText(/Most each guest may spend/));
    await userEvent.type(screen.getByLabelText(/Most each guest may spend/), '$12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Start the group order' }));
    const sent = fetch.calls.find((call) => call.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ host_name: 'Mia', guest_limit: null, spending_limit: 12.5 });
    expect(Date.parse(sent.cutoff as string)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await screen.findByLabelText('Group order link')).toHaveValue(
      `${window.location.origin}/group/${TOKEN}`,
    );
    expect(
      await screen.findByRole('img', { name: 'QR code of the group order link' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByText('No one has joined yet. Share the link.')).toBeInTheDocument();
  });

  it('says the group’s refusal of the settings as the group words it', async () => {
    mockFetch(
      routes({
        [`GET ${API}/orders/o1/group`]: NO_GROUP,
        [`POST ${API}/orders/o1/group`]: {
          status: 400,
          body: {
            message: '[276] Please choose a cutoff time between 5 minutes and 7 days from now.',
            code: 276,
          },
        },
      }),
    );
    await open();
    await userEvent.type(await screen.findByLabelText('Your name, as guests will see it'), 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Start the group order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a cutoff time between 5 minutes and 7 days from now.',
    );
  });

  it('shows every guest under their name, done or not, and removes any guest’s item', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${API}/orders/o1/group`]: { body: started() },
        [`DELETE ${API}/orders/o1/products/31`]: { body: { ...box, products: [box.products[0]] } },
      }),
    );
    await open();
    const everyone = await screen.findByRole('region', { name: 'Everyone’s items' });
    expect(within(everyone).getByRole('list', { name: 'Your items' })).toHaveTextContent(
      'Half Dozen Biscuits',
    );
    const ana = within(everyone).getByRole('list', { name: 'Ana’s items' });
    expect(ana).toHaveTextContent('1 × Cajun Filet Biscuit');
    expect(everyone).toHaveTextContent('AnaDone $4.99');
    expect(everyone).toHaveTextContent('BenStill choosing $0.00');
    expect(screen.getByText('Pickup: As soon as possible')).toBeInTheDocument();
    expect(screen.getByText('Up to 3 guests')).toBeInTheDocument();
    expect(screen.getByText('Up to $12.50 per guest')).toBeInTheDocument();
    await userEvent.click(
      within(ana).getByRole('button', { name: 'Remove Cajun Filet Biscuit from Ana’s items' }),
    );
    await waitFor(() => expect(fetch.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(screen.getByRole('button', { name: 'Check out for everyone' })).toBeInTheDocument();
  });

  it('says so when the group could not be ended, and keeps it as shown', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    mockFetch(
      routes({
        [`GET ${API}/orders/o1/group`]: { body: started() },
        [`DELETE ${API}/orders/o1/group`]: {
          status: 503,
          body: { message: 'Service unavailable' },
        },
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'End the group order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the group order. Try again.',
    );
    expect(screen.getByLabelText('Group order link')).toBeInTheDocument();
  });
});
