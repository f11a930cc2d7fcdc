import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { bus, type Menu } from '@qsr/shared-contracts';
import {
  mockFetch,
  aLine,
  aLocation,
  anOrder,
  aSaucesOption,
  aSideOption,
  routes,
  type FetchAnswer,
} from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { ProductPage } from './ProductPage';

const menu: Menu = {
  id: 500,
  language: 'en-US',
  expires: Date.now() + 3_600_000,
  categories: [
    {
      id: 1,
      name: 'Chicken',
      products: [
        {
          id: 77,
          sku: 'TENDERS',
          name: 'Tenders',
          images: [],
          availability: { now: true },
          cost: 8.99,
          options: [aSideOption(), aSaucesOption()],
        },
      ],
    },
  ],
};

const state = { location: aLocation(), menu };
/** The box's line of the tenders (line 900) with fries, as the edit page's tests start. */
const tendersWithFries = (quantity: number) =>
  aLine({
    id: 900,
    product_id: 77,
    name: 'Tenders',
    quantity,
    choices: [{ option_id: 11, name: 'Fries', quantity: 1 }],
  });

describe('/order/product: customise and add', () => {
  it('names an unmet option rule, keeps the live price and adds with choices', async () => {
    const fetch = mockFetch(
      routes({
        'POST /api/v1/orders/create': { body: anOrder({ products: [] }) },
        'POST /api/v1/orders/o1/products': { body: anOrder() },
      }),
    );
    const added = jest.fn();
    const off = bus.on('analytics:add_to_cart', added);
    const { appState } = await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS',
      state,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Box · $8.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a side.');
    expect(fetch.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: /Mac & Cheese/ }));
    const sauces = screen.getByRole('group', { name: /^Dipping Sauces/ });
    await userEvent.click(within(sauces).getByRole('button', { name: 'One more Ranch' }));
    await userEvent.click(within(sauces).getByRole('button', { name: 'One more Ranch' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Tenders' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Special instructions/ }), 'Crispy');
    // (8.99 + 0.50 + 2 × 0.25) × 2
    await userEvent.click(screen.getByRole('button', { name: 'Add to Box · $19.98' }));

    await waitFor(() => expect(appState.order?.id).toBe('o1'));
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/v1/orders/create',
      'POST /api/v1/orders/o1/products',
    ]);
    expect(fetch.last.body).toEqual({
      products: [
        {
          id: 77,
          quantity: 2,
          choices: [
            { id: 12, quantity: 1 },
            { id: 21, quantity: 2 },
          ],
          isupsell: false,
          instructions: 'Crispy',
        },
      ],
    });
    expect(added).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [expect.objectContaining({ item_id: '77', price: 9.99, quantity: 2 })],
      }),
    );
    off();
  }, 20_000);

  describe('an item the box cannot have for its time', () => {
    const breakfast = { name: 'breakfast', from: '00:00', until: '10:30' };
    const grits: Menu = {
      ...menu,
      categories: [
        {
          id: 2,
          name: 'Breakfast',
          products: [
            {
              id: 88,
              sku: 'GRITS',
              name: 'Cheese Grits Bowl (until 10:30)',
              images: [],
              availability: { now: false, daypart: breakfast },
              cost: 2.79,
            },
          ],
        },
      ],
    };
    const at = (time: ReturnType<typeof anOrder>['time'], language: 'en-US' | 'es' = 'en-US') => ({
      path: '/order/product?id=GRITS',
      state: {
        menu: { ...grits, language },
        location: aLocation({ timezone: 'America/New_York' }),
        order: anOrder({ time }),
        language,
      },
      language,
    });
    // Times far ahead, so that "as soon as possible" is this time whenever the test runs.
    const lunch = { mode: 'asap', earliest: '2030-06-04T12:57:00-04:00' } as const;
    const morning = { mode: 'scheduled', wanted: '2030-06-05T09:00:00-04:00' } as const;

    it('cannot be added at 12:57 PM, and says when it is served (en, es)', async () => {
      mockFetch();
      const view = await renderWithState(<ProductPage />, at(lunch));
      const add = screen.getByRole('button', { name: 'Add to Box · $2.79' });
      expect(add).toBeDisabled();
      expect(add).toHaveAccessibleDescription(
        'Not available for your order time: Breakfast, until 10:30 AM',
      );
      view.unmount();
      await renderWithState(<ProductPage />, at(lunch, 'es'));
      expect(screen.getByRole('button', { name: 'Agregar a la caja · $2.79' })).toBeDisabled();
      expect(
        screen.getByText('No disponible para la hora de tu pedido: Desayuno, hasta las 10:30 a.m.'),
      ).toBeVisible();
    });

    /** `menus/500/times`: breakfast and lunch slots; only breakfast ones serve the grits. */
    const slots = {
      earliest: '2030-06-04T12:57:00-04:00',
      times: [
        '2030-06-04T13:15:00-04:00',
        '2030-06-05T08:45:00-04:00',
        '2030-06-05T09:00:00-04:00',
        '2030-06-05T13:00:00-04:00',
      ],
    };
    const orderingWith = (time: { status: number; body: unknown }) =>
      mockFetch((call) => {
        if (call.url.startsWith('/api/v1/menus/500/times?')) return { body: slots };
        if (call.method === 'PUT' && call.url === '/api/v1/orders/o1/time') return time;
        return { status: 404, body: { message: `No route ${call.url}` } };
      });

    it('is ordered for later: the times it is served, then the box’s time moves there', async () => {
      const fetch = orderingWith({ status: 200, body: anOrder({ time: morning }) });
      await renderWithState(<ProductPage />, {
        ...at(lunch),
        state: { ...at(lunch).state, order: anOrder({ time: lunch, menu_id: 500 }) },
      });
      const later = await screen.findByRole('region', { name: 'Order it for later' });
      const time = await within(later).findByLabelText('Time');
      expect(within(later).getByLabelText('Day')).toHaveDisplayValue('Wednesday, June 5');
      expect(
        within(time)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['8:45 AM', '9:00 AM']);
      // Nothing moves until the customer asks.
      expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
      await userEvent.selectOptions(time, '9:00 AM');
      await userEvent.click(within(later).getByRole('button', { name: 'Order for this time' }));
      expect(
        await screen.findByText(/^Your order is now for Wed, Jun 5, 9:00\sAM EDT\.$/),
      ).toHaveAttribute('role', 'status');
      expect(fetch.last.body).toEqual({ time: { mode: 'scheduled', wanted: morning.wanted } });
      expect(screen.getByRole('button', { name: 'Add to Box · $2.79' })).toBeEnabled();
      expect(screen.queryByRole('region', { name: 'Order it for later' })).toBeNull();
    });

    it('holds the form’s shape while the times come: its words, two fields side by side, its button', async () => {
      let answer: (times: FetchAnswer) => void = () => undefined;
      mockFetch((call) =>
        call.url.startsWith('/api/v1/menus/500/times?')
          ? new Promise<FetchAnswer>((resolve) => (answer = resolve))
          : { status: 404, body: {} },
      );
      await renderWithState(<ProductPage />, {
        ...at(lunch),
        state: { ...at(lunch).state, order: anOrder({ time: lunch, menu_id: 500 }) },
      });
      const later = await screen.findByRole('region', { name: 'Order it for later' });
      const busy = within(later).getByRole('status');
      expect(busy).toHaveTextContent('Loading the times…');
      // The fields in the real form's grid, so the skeleton takes its room at every width.
      const grid = later.querySelector('.ui-skeleton-form > .menuCart-later-grid');
      expect(grid?.querySelectorAll('.ui-field')).toHaveLength(2);
      expect(later.querySelector('.ui-skeleton-button')).not.toBeNull();
      const words = 'Choose a time it is served. Your whole order will be for that time.';
      expect(within(later).getByText(words)).toBeVisible();
      await act(async () => answer({ body: slots }));
      expect(await within(later).findByLabelText('Time')).toBeVisible();
      expect(within(later).getAllByText(words)).toHaveLength(1);
      expect(within(later).queryByRole('status')).toBeNull();
    });

    it('in Spanish; a time that closed meanwhile is said, and the times are asked again', async () => {
      const fetch = orderingWith({
        status: 400,
        body: { message: '[229] That time is not available. Please choose another time.' },
      });
      const spanish = at(lunch, 'es');
      await renderWithState(<ProductPage />, {
        ...spanish,
        state: { ...spanish.state, order: anOrder({ time: lunch, menu_id: 500 }) },
      });
      const later = await screen.findByRole('region', { name: 'Pídelo para más tarde' });
      const time = await within(later).findByLabelText('Hora');
      expect(
        within(time)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['8:45 a.m.', '9:00 a.m.']);
      await userEvent.click(within(later).getByRole('button', { name: 'Pedir para esta hora' }));
      expect(await within(later).findByRole('alert')).toHaveTextContent(
        'Esa hora ya no está disponible. Elige otra hora.',
      );
      await waitFor(() =>
        expect(fetch.calls.filter((call) => call.url.includes('/times?')).length).toBe(2),
      );
      expect(screen.getByRole('button', { name: 'Agregar a la caja · $2.79' })).toBeDisabled();
    });

    it('is added for 9:00 tomorrow; a refusal of the API names the item', async () => {
      mockFetch(
        routes({
          'POST /api/v1/orders/o1/products': {
            status: 400,
            body: {
              message:
                '[252] Cheese Grits Bowl (until 10:30) is served until 10:30 AM. Please choose a time then or remove it.',
              code: 252,
            },
          },
        }),
      );
      await renderWithState(<ProductPage />, at(morning));
      const add = screen.getByRole('button', { name: 'Add to Box · $2.79' });
      expect(add).toBeEnabled();
      await userEvent.click(add);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cheese Grits Bowl (until 10:30) is served until 10:30 AM. Please choose a time then or remove it.',
      );
    });
  });

  it('calories follow the choices: a range while the side is open, then one figure, each', async () => {
    mockFetch();
    const withCalories = (option: ReturnType<typeof aSideOption>, calories: number[]) => ({
      ...option,
      choices: option.choices.map((choice, index) => ({ ...choice, calories: calories[index] })),
    });
    const counted: Menu = {
      ...menu,
      categories: [
        {
          ...menu.categories[0]!,
          products: [
            {
              ...menu.categories[0]!.products[0]!,
              calories: 700,
              options: [
                withCalories(aSideOption(), [320, 290]),
                withCalories(aSaucesOption(), [140, 70]),
              ],
            },
          ],
        },
      ],
    };
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS',
      state: { ...state, menu: counted },
    });
    expect(screen.getByText('990–1,020 Cal')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /Fries/ }));
    expect(screen.getByText('1,020 Cal')).toBeVisible();
    const sauces = screen.getByRole('group', { name: /^Dipping Sauces/ });
    await userEvent.click(within(sauces).getByRole('button', { name: 'One more Ranch' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Tenders' }));
    expect(screen.getByText('1,160 Cal each')).toBeVisible();
  });

  it('writes a calorie figure one way everywhere on the page, in Spanish as in English', async () => {
    const box: Menu = {
      ...menu,
      language: 'es',
      categories: [
        {
          ...menu.categories[0]!,
          products: [{ ...menu.categories[0]!.products[0]!, calories: 3600, options: [] }],
        },
      ],
    };
    mockFetch(routes({ 'GET /api/v1/menus/500': { body: box } }));
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS',
      state: { ...state, menu: box },
      language: 'es',
    });
    expect(await screen.findByText(/· 3,600 cal$/)).toBeVisible();
    expect(screen.getByText('3,600 cal')).toBeVisible();
  });

  it('edits a line of the box with its choices and quantity', async () => {
    const line = tendersWithFries(2);
    const fetch = mockFetch(routes({ 'PUT /api/v1/orders/o1/products': { body: anOrder() } }));
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS&cid=900&q=2',
      state: { ...state, order: anOrder({ products: [line] }) },
    });
    expect(screen.getByRole('radio', { name: /Fries/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Update Box · $17.98' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.last.body).toEqual({
      products: [{ id: 900, quantity: 2, choices: [{ id: 11, quantity: 1 }] }],
    });
  });

  it.each([
    ['en-US', 'Update Box · $17.98', 'Quantity of Tenders'],
    ['es', 'Actualizar la caja · $17.98', 'Cantidad de Tenders'],
  ] as const)(
    'in %s, edits what the box line holds, not a stale q of its link, and keeps it on update',
    async (language, update, quantityOf) => {
      // The line was made 2 on this page; the URL still says q=1 (and a reload keeps it).
      const line = tendersWithFries(2);
      const fetch = mockFetch(routes({ 'PUT /api/v1/orders/o1/products': { body: anOrder() } }));
      await renderWithState(<ProductPage />, {
        path: '/order/product?id=TENDERS&cid=900&q=1',
        state: { ...state, order: anOrder({ products: [line] }) },
        language,
      });
      expect(screen.getByRole('status', { name: quantityOf })).toHaveTextContent('2');
      expect(screen.getByRole('radio', { name: /Fries/ })).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: update }));
      await waitFor(() => expect(fetch.calls).toHaveLength(1));
      expect(fetch.last.body).toEqual({
        products: [{ id: 900, quantity: 2, choices: [{ id: 11, quantity: 1 }] }],
      });
    },
  );

  it('follows the line changed in the box while the page is open, unless changed here', async () => {
    const line = tendersWithFries(1);
    const fetch = mockFetch(routes({ 'PUT /api/v1/orders/o1/products': { body: anOrder() } }));
    const { appState: box } = await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS&cid=900&q=1',
      state: { ...state, order: anOrder({ products: [line] }) },
    });
    const shown = () => screen.getByRole('status', { name: 'Quantity of Tenders' });
    expect(shown()).toHaveTextContent('1');
    // The box drawer makes it 3: the page says 3, and updates to 3.
    // valtio tells its readers after the change, not in it.
    await act(async () => {
      box.order = anOrder({ products: [{ ...line, quantity: 3 }] });
    });
    expect(shown()).toHaveTextContent('3');
    // Changed here (Mac & Cheese), then made 2 in the drawer: the page keeps what was chosen here.
    await userEvent.click(screen.getByRole('radio', { name: /Mac & Cheese/ }));
    await act(async () => {
      box.order = anOrder({ products: [{ ...line, quantity: 2 }] });
    });
    expect(shown()).toHaveTextContent('3');
    expect(screen.getByRole('radio', { name: /Mac & Cheese/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /^Update Box/ }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.last.body).toMatchObject({ products: [{ id: 900, quantity: 3 }] });
  });

  it('takes q only for a line the box no longer has: then it adds', async () => {
    mockFetch();
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS&cid=900&q=2',
      state: { ...state, order: anOrder({ products: [] }) },
    });
    expect(screen.getByRole('status', { name: 'Quantity of Tenders' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Add to Box · $17.98' })).toBeEnabled();
  });

  it('never edits another product’s line that an old or edited link names: it adds', async () => {
    mockFetch();
    const other = aLine({ id: 900, product_id: 12345, name: 'Sweet Tea', quantity: 3 });
    await renderWithState(<ProductPage />, {
      path: '/order/product?id=TENDERS&cid=900&q=1',
      state: { ...state, order: anOrder({ products: [other] }) },
    });
    expect(screen.getByRole('status', { name: 'Quantity of Tenders' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /^Add to Box/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Update Box/ })).toBeNull();
  });

  it('§8 without a restaurant goes to /locations, and back to this product once one is chosen', async () => {
    mockFetch();
    await renderWithState(<ProductPage />, { path: '/order/product?id=TENDERS', state: { menu } });
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/locations?mode=pickup&return=%2Forder%2Fproduct%3Fid%3DTENDERS',
    );
  });
});

describe('the way back and a fresh start', () => {
  it.each([
    ['en-US', '/order/product?id=TENDERS', 'Back to Chicken'],
    ['es', '/order/product?id=TENDERS', 'Volver a Chicken'],
    ['en-US', '/menu/product?id=TENDERS', 'Back to Chicken'],
  ] as const)('in %s, %s links its category by name', async (language, path, name) => {
    mockFetch();
    await renderWithState(<ProductPage />, { path, state, language });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/menu/chicken');
  });

  it('opened again after leaving without adding, shows the default choices', async () => {
    mockFetch();
    await renderWithState(
      <>
        <ProductPage />
        <Link to="/order/product?id=TENDERS">Tenders again</Link>
      </>,
      { path: '/order/product?id=TENDERS', state },
    );
    await userEvent.click(screen.getByRole('radio', { name: /Mac & Cheese/ }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Ranch' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Tenders' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Special instructions/ }), 'Crispy');
    expect(screen.getByRole('button', { name: 'Add to Box · $19.48' })).toBeInTheDocument();

    // The same page again, a new visit: the page stays mounted, its choices do not.
    await userEvent.click(screen.getByRole('link', { name: 'Tenders again' }));
    expect(screen.getByRole('radio', { name: /Mac & Cheese/ })).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Quantity of Ranch' })).toHaveTextContent('0');
    expect(screen.getByRole('textbox', { name: /Special instructions/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add to Box · $8.99' })).toBeInTheDocument();
  });
});

describe('/menu/product: view', () => {
  it('choosing a restaurant comes back to this product', async () => {
    mockFetch(routes({ 'GET /api/v1/menus/100100': { body: { ...menu, id: 100100 } } }));
    await renderWithState(<ProductPage />, {
      path: '/menu/product?id=TENDERS',
      state: { defaultMenu: { ...menu, id: 100100 } },
    });
    expect(
      await screen.findByRole('link', { name: 'Choose a restaurant to order' }),
    ).toHaveAttribute('href', '/locations?mode=pickup&return=%2Forder%2Fproduct%3Fid%3DTENDERS');
  });
});
