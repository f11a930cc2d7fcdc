import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Menu, Order } from '@qsr/shared-contracts';
import { mockFetch, aLine, aLocation, aMenu, anOrder, routes } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { CartDrawer } from './CartDrawer';

const API = '/api/v1';
const breakfast = { name: 'breakfast', from: '00:00', until: '10:30' };
const BISCUIT = 'Sausage Biscuit (until 10:30)';
const CORN = 'Sweet Corn on the Cob';

/** The restaurant's menu: a breakfast biscuit, tea, and corn the restaurant may take off. */
function menuWith(cornTakenOff: boolean): Menu {
  const menu = aMenu({ expires: Date.now() + 3_600_000 });
  menu.categories[0]!.products = [
    {
      id: 77,
      sku: 'BISCUIT',
      name: BISCUIT,
      images: [],
      cost: 3.89,
      availability: { now: false, daypart: breakfast },
    },
    { id: 78, sku: 'TEA', name: 'Sweet Tea', images: [], cost: 1.99, availability: { now: true } },
    {
      id: 79,
      sku: 'CORN',
      name: CORN,
      images: [],
      cost: 2.29,
      availability: cornTakenOff ? { now: false, unavailable: true } : { now: true },
    },
  ];
  return menu;
}

// Times far ahead, so that "as soon as possible" is this time whenever the test runs.
const LUNCH = { mode: 'asap', earliest: '2030-06-04T12:57:00-04:00' } as const;
const TOMORROW_9 = { mode: 'scheduled', wanted: '2030-06-05T09:00:00-04:00' } as const;
const box = (time: Order['time']) =>
  anOrder({
    time,
    products: [
      aLine({ id: 900, product_id: 77, name: BISCUIT, quantity: 1, choices: [] }),
      aLine({ id: 901, product_id: 78, name: 'Sweet Tea', quantity: 1, choices: [] }),
      aLine({ id: 902, product_id: 79, name: CORN, quantity: 1, choices: [] }),
    ],
  });

async function open(order: Order, menu: Menu, language: 'en-US' | 'es' = 'en-US') {
  return renderWithState(<CartDrawer />, {
    state: {
      showCart: true,
      order,
      menu,
      location: aLocation({ timezone: 'America/New_York' }),
      language,
    },
    language,
  });
}

/** How and when the box is handed over, as its top line says. */
const when = () => document.querySelector('[data-box="when"]')?.textContent;

/** The marks' words (each also has its remove button). */
const marks = () =>
  screen.queryAllByRole('note').map((note) => note.querySelector('p')?.textContent);

describe('the box marks, by name, the lines it cannot have for its time', () => {
  it('a scheduled breakfast is fine; moving the time to 12:57 PM marks the biscuit', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const { appState } = await open(box(TOMORROW_9), menuWith(false));
    expect(marks()).toEqual([]);
    expect(when()).toBe('Pickup · Wed, Jun 5, 9:00 AM EDT');
    await act(async () => {
      appState.order = box(LUNCH);
    });
    expect(marks()).toEqual([
      `${BISCUIT} Not available for your order time: Breakfast, until 10:30 AM`,
    ]);
    // The time the mark speaks of is the one the box says it is for.
    expect(when()).toBe('Pickup · As soon as possible (about Tue, Jun 4, 12:57 PM EDT)');
    expect(screen.getByRole('button', { name: `Remove ${BISCUIT} from your box` })).toBeVisible();
  });

  it('a change to delivery, whose longer lead ends after 10:30, marks the biscuit', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const pickup = box({ mode: 'asap', earliest: '2030-06-05T10:15:00-04:00' });
    const { appState } = await open(pickup, menuWith(false));
    expect(marks()).toEqual([]);
    await act(async () => {
      appState.order = {
        ...pickup,
        handoff: 'dispatch',
        time: { mode: 'asap', earliest: '2030-06-05T10:45:00-04:00' },
      };
    });
    expect(marks()).toEqual([
      `${BISCUIT} Not available for your order time: Breakfast, until 10:30 AM`,
    ]);
    expect(when()).toBe('Delivery · As soon as possible (about Wed, Jun 5, 10:45 AM EDT)');
  });

  it('a change of restaurant whose menu took the corn off marks the corn, at any time', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const { appState } = await open(box(TOMORROW_9), menuWith(false));
    await act(async () => {
      appState.menu = menuWith(true);
    });
    expect(marks()).toEqual([`${CORN} Not available at this restaurant right now`]);
  });

  it('removes the marked line in one tap and keeps the rest of the box', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        [`DELETE ${API}/orders/o1/products/900`]: () => {
          const rest = box(LUNCH);
          rest.products = rest.products.filter((line) => line.id !== 900);
          return { body: rest };
        },
      }),
    );
    const { appState } = await open(box(LUNCH), menuWith(false));
    await userEvent.click(screen.getByRole('button', { name: `Remove ${BISCUIT} from your box` }));
    await waitFor(() => expect(marks()).toEqual([]));
    expect(fetch.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(appState.order?.products.map((line) => line.name)).toEqual(['Sweet Tea', CORN]);
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).queryByText(BISCUIT)).toBeNull();
  });

  it('says it in Spanish', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    await open(box(LUNCH), menuWith(true), 'es');
    expect(marks()).toEqual([
      `${BISCUIT} No disponible para la hora de tu pedido: Desayuno, hasta las 10:30 a.m.`,
      `${CORN} No disponible en este restaurante por ahora`,
    ]);
    expect(screen.getByRole('button', { name: `Quitar ${CORN} de tu caja` })).toBeVisible();
    expect(when()).toBe('Recoger · Lo antes posible (aprox. mar, 4 de jun, 12:57 p.m. EDT)');
  });
});
