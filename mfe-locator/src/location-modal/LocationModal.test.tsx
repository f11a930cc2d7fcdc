import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actions, appState, bus, bootAppState } from '@qsr/shared-contracts';
import {
  mockFetch,
  aLine,
  aLocation,
  aMenu,
  anOrder,
  routes,
  TEST_TOKENS,
} from '@qsr/shared-contracts/testing';
import { renderAt } from '../testing/render';
import { LocationModal } from './LocationModal';

// Typing through user-event is slow on a shared machine; these are whole customer journeys.
jest.setTimeout(20_000);

const where = () => screen.getByTestId('where').textContent;
const recent = aLocation({ id: 12, name: 'Raleigh - Glenwood', menu_id: 500 });
const nearest = aLocation({ id: 14, name: 'Charlotte', city: 'Charlotte', menu_id: 700 });

function denyGeolocation() {
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => ({ state: 'prompt' }) },
    configurable: true,
  });
}

function grantGeolocation() {
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => ({ state: 'granted' }) },
    configurable: true,
  });
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (ok: (p: unknown) => void) =>
        ok({ coords: { latitude: 35.2, longitude: -80.8 } }),
    },
    configurable: true,
  });
}

function listen(...topics: Array<Parameters<typeof bus.on>[0]>) {
  const seen: string[] = [];
  const offs = topics.map((topic) => bus.on(topic, () => seen.push(topic)));
  return { seen, off: () => offs.forEach((off) => off()) };
}

let dispose: () => void = () => undefined;

async function open(
  state: Parameters<typeof bootAppState>[0] & { setup?: () => void },
  page = '/order/type',
) {
  ({ dispose } = bootAppState(state));
  state.setup?.();
  await renderAt(<LocationModal />, page);
}

beforeEach(() => {
  document.cookie = 'location-confirmed=; max-age=0; path=/';
  denyGeolocation();
});
afterEach(() => dispose());

describe('§2.9 §4.8 location confirmation modal', () => {
  it('opens from the bus with the pickup title, the recent location checked and focused', async () => {
    await open({ channel: 'default', storage: null });
    actions.setLocation(recent);
    act(() => bus.emit('locator:open-modal', {}));
    const dialog = await screen.findByRole('dialog', {
      name: 'WHERE WOULD YOU LIKE TO ORDER FROM?',
    });
    const option = await screen.findByRole('radio', { name: /Recent location/ });
    expect(option).toBeChecked();
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Change Location' }));
    expect(
      await screen.findByRole('group', { name: /Map of restaurants: 1 restaurant/ }),
    ).toBeVisible();
  });

  it('offers the nearest location when the customer already allowed geolocation', async () => {
    grantGeolocation();
    mockFetch(
      routes({ 'GET /api/v1/locations/search?lat=35.2&lng=-80.8&limit=1': { body: [nearest] } }),
    );
    await open({ channel: 'default', storage: null });
    actions.setLocation(recent);
    act(() => bus.emit('locator:open-modal', {}));
    expect(
      await screen.findByRole('radio', { name: /Nearest location.*Charlotte/ }),
    ).not.toBeChecked();
  });

  it('while the nearest location comes, holds its place as a tile, saying so', async () => {
    grantGeolocation();
    let answer: (found: unknown) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = (body) => resolve({ body }))));
    await open({ channel: 'default', storage: null });
    actions.setLocation(recent);
    act(() => bus.emit('locator:open-modal', {}));
    const status = await screen.findByText('Loading your options…');
    expect(status).toHaveAttribute('role', 'status');
    const pending = status.parentElement!;
    expect(pending).toHaveAttribute('aria-busy', 'true');
    // The shape of the tile to come, after the recent location that is there already.
    expect(pending.querySelectorAll('.ui-choice.ui-skeleton-tile')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Recent location/ })).toBeInTheDocument();
    await act(async () => answer([nearest]));
    expect(await screen.findByRole('radio', { name: /Nearest location.*Charlotte/ })).toBeVisible();
    expect(screen.queryByText('Loading your options…')).toBeNull();
  });

  it('pickup Continue transfers the box to the chosen menu, raises the location events and goes on', async () => {
    grantGeolocation();
    const fetch = mockFetch(
      routes({
        'GET /api/v1/locations/search?lat=35.2&lng=-80.8&limit=1': { body: [nearest] },
        'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
        'POST /api/v1/orders/o1/transfer': {
          body: anOrder({ menu_id: 700, products: [aLine()] }),
        },
      }),
    );
    await open({ channel: 'default', storage: null });
    actions.setLocation(recent);
    const state = appState();
    state.order = anOrder({ menu_id: 500, products: [aLine()] });
    const { seen, off } = listen('engagement:Recent_Location', 'analytics:select_location');
    act(() => bus.emit('locator:open-modal', { section: 'order-again' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Nearest location/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toBe('/order/checkout/'));
    off();
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toContain(
      'POST /api/v1/orders/o1/transfer',
    );
    expect(state.order?.products).toHaveLength(1);
    expect(state.location?.id).toBe(14);
    expect(seen).toEqual(['engagement:Recent_Location', 'analytics:select_location']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirmed over a product page, it goes back to that product', async () => {
    mockFetch(
      routes({
        'GET /api/v1/menus/500': { body: aMenu({ id: 500 }) },
        'POST /api/v1/orders/create': { body: anOrder({ menu_id: 500 }) },
      }),
    );
    await open({ channel: 'default', storage: null }, '/menu/product?id=BB-2PC-TENDERS');
    actions.setLocation(recent);
    act(() => bus.emit('locator:open-modal', {}));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toBe('/order/product?id=BB-2PC-TENDERS'));
  });

  it('on the catering site it offers only a restaurant that caters', async () => {
    await open({ channel: 'catering', storage: null });
    appState().location = recent;
    act(() => bus.emit('locator:open-modal', {}));
    // The kept restaurant does not cater: nothing to confirm, so on to /order to choose one.
    await waitFor(() => expect(where()).toBe('/order'));
  });

  it("'Don't show me this again' sets the location-confirmed cookie; Escape closes", async () => {
    await open({ channel: 'default', storage: null });
    actions.setLocation(recent);
    act(() => bus.emit('locator:open-modal', {}));
    await userEvent.click(
      await screen.findByRole('checkbox', { name: "Don't show me this again" }),
    );
    expect(document.cookie).toContain('location-confirmed=true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toBe('/order/type');
  });

  it('with the cookie, a pickup order goes on with the recent location without asking', async () => {
    document.cookie = 'location-confirmed=true; path=/';
    mockFetch(
      routes({
        'GET /api/v1/menus/500': { body: aMenu({ id: 500 }) },
        'POST /api/v1/orders/create': { body: anOrder({ menu_id: 500 }) },
      }),
    );
    await open({ channel: 'default', storage: null });
    actions.setLocation(recent);
    act(() => bus.emit('locator:open-modal', {}));
    await waitFor(() => expect(where()).toBe('/order'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('redirects to /order when pickup has no recent location', async () => {
    await open({ channel: 'default', storage: null });
    act(() => bus.emit('locator:open-modal', {}));
    await waitFor(() => expect(where()).toBe('/order'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('delivery', () => {
    const saved = [
      { id: 1, address: '1 Main St', city: 'Raleigh', state: 'NC', zip: '27601', default: false },
      { id: 2, address: '9 Oak Ave', city: 'Raleigh', state: 'NC', zip: '27603', default: true },
      { id: 3, address: '1  main st', city: 'raleigh', state: 'NC', zip: '27601', default: false },
    ];

    it('says TO, lists the deduplicated addresses, and waits for one before Continue', async () => {
      mockFetch(routes({ 'GET /api/v1/members/addresses': { body: saved } }));
      await open({ channel: 'default', storage: null });
      const state = appState();
      state.token = TEST_TOKENS;
      state.order = anOrder({ handoff: 'dispatch' });
      act(() => bus.emit('locator:open-modal', {}));
      await screen.findByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER TO?' });
      const radios = await screen.findAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
        '9 Oak Ave, Raleigh',
        '1 Main St, Raleigh',
      ]);
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'New Address' })).toBeEnabled();
      await userEvent.click(radios[0] as HTMLElement);
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    });

    it('says when the saved addresses could not be loaded, offers the order’s, and a retry brings them', async () => {
      let calls = 0;
      mockFetch(
        routes({
          'GET /api/v1/members/addresses': () => {
            calls += 1;
            return calls === 1 ? { status: 503 } : { body: saved };
          },
        }),
      );
      await open({ channel: 'default', storage: null });
      const state = appState();
      state.token = TEST_TOKENS;
      state.order = anOrder({
        handoff: 'dispatch',
        address: { address: '5 Elm St', city: 'Raleigh', state: 'NC', zip: '27604' },
      });
      act(() => bus.emit('locator:open-modal', {}));
      await screen.findByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER TO?' });
      const notice = await screen.findByText(
        'We could not load your saved addresses. You can search for an address.',
      );
      expect(
        screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['5 Elm St, Raleigh']);
      await userEvent.click(
        within(notice.closest('.ui-notice') as HTMLElement).getByRole('button', {
          name: 'Try again',
        }),
      );
      await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
      expect(screen.queryByText(/could not load your saved addresses/)).toBeNull();
    });

    it('without coverage goes to /locations?mode=delivery', async () => {
      mockFetch(
        routes({ 'POST /api/v1/locations/delivery': { body: { locations: [], id: null } } }),
      );
      await open({ channel: 'default', storage: null });
      const state = appState();
      state.order = anOrder({
        handoff: 'dispatch',
        address: { address: '100 King St', city: 'Charleston', zip: '29401' },
      });
      act(() => bus.emit('locator:open-modal', {}));
      await userEvent.click(await screen.findByRole('radio', { name: '100 King St, Charleston' }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(where()).toBe('/locations?mode=delivery'));
    });
  });
});
