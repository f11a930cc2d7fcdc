import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLocation, anOrder, aLine, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { renderPage, signedIn } from '../testing';
import { OrderHistoryPage } from './OrderHistoryPage';

// Typing field by field is slow on a loaded machine.
jest.setTimeout(20_000);

const past = anOrder({
  id: 'past-1',
  menu_id: 100101,
  created: '20261101 12:30',
  products: [aLine({ name: 'Chicken Biscuit', quantity: 2 })],
});
const rebuilt = anOrder({
  id: 'new-1',
  menu_id: 100101,
  products: [aLine({ name: 'Chicken Biscuit', quantity: 2 })],
});

/** The page with the member's history, the restaurant of menu 100101, and `more` answers. */
function renderHistory(
  more: Parameters<typeof routes>[0],
  state = signedIn(),
  language: 'en-US' | 'es' = 'en-US',
) {
  const fetch = mockFetch(
    routes({
      'GET /api/v1/orders/recent': { body: [past] },
      'GET /api/v1/orders/faves': { body: [] },
      'GET /api/v1/locations/100101?byMenuId=true': {
        body: aLocation({ id: 101, menu_id: 100101, catering_menu_id: 237040 }),
      },
      ...more,
    }),
  );
  return renderPage('/account/order-history', <OrderHistoryPage />, '/account/order-history', {
    state,
    language,
  }).then((view) => ({ ...view, fetch }));
}

describe('/account/order-history', () => {
  it('§4.1 reorders a past order into the box at its restaurant', async () => {
    const { appState, fetch } = await renderHistory({
      'POST /api/v1/orders/reorder': { body: rebuilt },
    });
    expect(await screen.findByText('2 × Chicken Biscuit')).toBeVisible();
    expect(screen.getByText(/No favorites yet/)).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: /^Reorder the order of Nov 1, 2026/ }),
    );
    expect(await screen.findByText('2 items are in your box.')).toBeVisible();
    expect(fetch.calls.find((c) => c.url === '/api/v1/orders/reorder')?.body).toEqual({
      id: 'past-1',
    });
    expect(appState.order?.id).toBe('new-1');
    expect(appState.location?.id).toBe(101);
    expect(appState.showCart).toBe(true);
  });

  it('on the catering site, says where a restaurant order can be ordered again, box kept', async () => {
    // The page is long and the answer is said at its top: it is brought into view.
    const shown = jest.fn();
    Element.prototype.scrollIntoView = shown;
    const box = anOrder({ id: 'catering-box', menu_id: 237040 });
    const { appState } = await renderHistory(
      { 'POST /api/v1/orders/reorder': { body: rebuilt } },
      { ...signedIn(), channel: 'catering', order: box },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Reorder the order of Nov 1, 2026/ }),
    );
    const alert = await screen.findByRole('alert', { name: '' });
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'This order is from our restaurant menu. Please order it again on our main site.',
      ),
    );
    // The way there: the consumer site's origin from the site config.
    expect(within(alert).getByRole('link', { name: 'our main site' })).toHaveAttribute('href', '/');
    expect(shown.mock.contexts).toContain(screen.getByRole('alert'));
    expect(appState.order?.id).toBe('catering-box');
    expect(appState.showCart).toBe(false);
  });

  it('saves a past order as a favourite and reorders the favourite', async () => {
    const { appState, fetch } = await renderHistory({
      'POST /api/v1/orders/faves': { body: [{ id: 7, description: 'Friday lunch' }] },
      'POST /api/v1/orders/faves/reorder': { body: rebuilt },
    });
    // (WCAG 2.5.3): the name starts with the words on the button, for voice control.
    const save = await screen.findByRole('button', { name: /^Save as favorite: the order of / });
    expect(save).toHaveTextContent('Save as favorite');
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Next to the field, and linked from the summary at the top of the form, which has the focus.
    expect(screen.getByLabelText('Favorite name')).toHaveAccessibleDescription(
      'Give your favorite a name.',
    );
    expect(screen.getByRole('link', { name: 'Give your favorite a name.' })).toHaveAttribute(
      'href',
      '#account-field-favourite-past-1',
    );
    expect(screen.getByText('Please check the highlighted fields.').parentElement).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Favorite name'), 'Friday lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved to your favorites.')).toBeVisible();
    expect(fetch.last.body).toEqual({ id: 'past-1', description: 'Friday lunch' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder Friday lunch' }));
    await waitFor(() => expect(appState.order?.id).toBe('new-1'));
    expect(fetch.calls.find((c) => c.url === '/api/v1/orders/faves/reorder')?.body).toEqual({
      id: 7,
    });
  });

  it.each([
    [
      'en-US',
      /^Reorder the order of Nov 1, 2026/,
      'Your box already has items',
      'Replace my box with this order',
      'Order from Durham',
      'Reorder',
    ],
    [
      'es',
      /^Volver a pedir el pedido del 1 nov 2026/,
      'Tu caja ya tiene artículos',
      'Reemplazar mi caja con este pedido',
      'Pedir en Durham',
      'Volver a pedir',
    ],
  ] as const)(
    'asks before replacing a box with items or switching the restaurant (%s)',
    async (language, reorderName, title, replace, stay, go) => {
      const mine = anOrder({
        id: 'mine',
        menu_id: 100600,
        products: [aLine({ name: 'Sweet Tea' })],
      });
      const durham = aLocation({ id: 600, name: 'Durham', menu_id: 100600 });
      const { appState, fetch } = await renderHistory(
        {
          'POST /api/v1/orders/reorder': { body: rebuilt },
          // Durham does not make the biscuit: the ordering API leaves it out.
          'POST /api/v1/orders/new-1/transfer': {
            body: anOrder({ id: 'new-1', menu_id: 100600, products: [] }),
          },
          'DELETE /api/v1/orders/mine/abandon': { status: 204 },
        },
        { ...signedIn(), order: mine, location: durham },
        language,
      );
      await userEvent.click(await screen.findByRole('button', { name: reorderName }));
      const dialog = await screen.findByRole('alertdialog', { name: title });
      // Nothing has changed yet, and the choices that change least come first.
      expect(appState.order?.id).toBe('mine');
      expect(within(dialog).getByRole('radio', { name: stay })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('radio', { name: replace }));
      await userEvent.click(within(dialog).getByRole('button', { name: go }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(appState.location?.id).toBe(600);
      expect(appState.order?.menu_id).toBe(100600);
      expect(appState.boxNotices).toEqual([
        {
          kind: 'not-made-here',
          restaurant: 'Durham',
          // As the product it was on the past order's menu, where a language switch reads it.
          items: [{ name: 'Chicken Biscuit', product: { menu: 100101, id: 77 } }],
        },
      ]);
      expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'DELETE /api/v1/orders/mine/abandon',
      );
    },
  );

  it('an add the ordering API refuses leaves the box as it was and says why in the dialog', async () => {
    const tea = aLine({ id: 9, product_id: 71, name: 'Sweet Tea', quantity: 1, choices: [] });
    const biscuit = aLine({ id: 3, product_id: 70, name: 'Chicken Biscuit', choices: [] });
    const mine = anOrder({ id: 'mine', menu_id: 100101, products: [tea] });
    const { appState, fetch } = await renderHistory(
      {
        'POST /api/v1/orders/reorder': {
          body: anOrder({ id: 'new-1', menu_id: 100101, products: [biscuit, tea] }),
        },
        'PUT /api/v1/orders/mine/products': { body: mine },
        'POST /api/v1/orders/mine/products': {
          status: 400,
          body: { message: '[240] Chicken Biscuit is served until 10:30 AM.', code: 240 },
        },
        'DELETE /api/v1/orders/new-1/abandon': { status: 204 },
      },
      { ...signedIn(), order: mine, location: aLocation({ id: 101, menu_id: 100101 }) },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Reorder the order of Nov 1, 2026/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Your box already has items' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reorder' }));
    expect(
      await within(dialog).findByText('Chicken Biscuit is served until 10:30 AM.'),
    ).toBeVisible();
    // The tea raised for the add went back to 1 before the answer; nothing else changed.
    expect(
      fetch.calls
        .filter((c) => c.url === '/api/v1/orders/mine/products')
        .map((c) => [c.method, c.body]),
    ).toEqual([
      ['PUT', { products: [{ id: 9, quantity: 2, choices: [] }] }],
      ['POST', { products: [{ id: 70, quantity: 2, choices: [], isupsell: false }] }],
      ['PUT', { products: [{ id: 9, quantity: 1, choices: [] }] }],
    ]);
    expect(appState.order).toEqual(mine);
    expect(appState.showCart).toBe(false);
    // Cancelled, the refusal goes with the dialog: the page behind it says nothing stale.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Chicken Biscuit is served until 10:30 AM.')).toBeNull();
  });

  it('an add refused after the box moved asks again about the box where it is now', async () => {
    const tea = aLine({ id: 9, product_id: 71, name: 'Sweet Tea', quantity: 1, choices: [] });
    const biscuit = aLine({ id: 3, product_id: 70, name: 'Chicken Biscuit', choices: [] });
    const mine = anOrder({ id: 'mine', menu_id: 100600, products: [tea] });
    const durham = aLocation({ id: 600, name: 'Durham', menu_id: 100600 });
    const { appState } = await renderHistory(
      {
        'POST /api/v1/orders/reorder': {
          body: anOrder({ id: 'new-1', menu_id: 100101, products: [biscuit] }),
        },
        // The box moves to the past order's restaurant, then the add there is refused.
        'POST /api/v1/orders/mine/transfer': { body: { ...mine, menu_id: 100101 } },
        'POST /api/v1/orders/mine/products': {
          status: 400,
          body: { message: '[240] Chicken Biscuit is served until 10:30 AM.', code: 240 },
        },
        'DELETE /api/v1/orders/new-1/abandon': { status: 204 },
      },
      { ...signedIn(), order: mine, location: durham },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Reorder the order of Nov 1, 2026/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Your box already has items' });
    expect(
      within(dialog).getByRole('group', { name: 'Your box at Durham has 1 item.' }),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Switch to Raleigh - Glenwood' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reorder' }));
    expect(
      await within(dialog).findByText('Chicken Biscuit is served until 10:30 AM.'),
    ).toBeVisible();
    expect(appState.location?.id).toBe(101);
    // The question names where the box is now; there is no other restaurant left to choose.
    expect(
      within(dialog).getByRole('group', { name: 'Your box at Raleigh - Glenwood has 1 item.' }),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent('Durham');
  });

  it('a reorder the customer cancels changes nothing and lets the rebuilt box go', async () => {
    const mine = anOrder({ id: 'mine', menu_id: 100101, products: [aLine({ name: 'Sweet Tea' })] });
    const { appState, fetch } = await renderHistory(
      {
        'POST /api/v1/orders/reorder': { body: rebuilt },
        'DELETE /api/v1/orders/new-1/abandon': { status: 204 },
      },
      { ...signedIn(), order: mine },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Reorder the order of Nov 1, 2026/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Your box already has items' });
    expect(within(dialog).getByRole('radio', { name: 'Add this order to my box' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(appState.order?.id).toBe('mine');
    expect(appState.showCart).toBe(false);
    await waitFor(() =>
      expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'DELETE /api/v1/orders/new-1/abandon',
      ),
    );
  });

  it('shows 50 favourites ten at a time, focus on the first one each "show more" adds', async () => {
    const favourites = Array.from({ length: 50 }, (_, i) => ({
      id: i + 1,
      description: `Game night ${i + 1}`,
    }));
    await renderHistory({ 'GET /api/v1/orders/faves': { body: favourites } });
    expect(await screen.findByRole('button', { name: 'Reorder Game night 10' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reorder Game night 11' })).toBeNull();
    for (const first of [11, 21, 31, 41]) {
      await userEvent.click(screen.getByRole('button', { name: 'Show 10 more favorites' }));
      expect(screen.getByRole('button', { name: `Reorder Game night ${first}` })).toHaveFocus();
    }
    expect(screen.getByRole('button', { name: 'Reorder Game night 50' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /more favorites/ })).toBeNull();
  });
});

describe('/account/order-history: a catering order on the consumer site', () => {
  const cateringRebuilt = anOrder({ id: 'new-c', menu_id: 237040 });
  const refusal = {
    'POST /api/v1/orders/reorder': { body: cateringRebuilt },
    'GET /api/v1/locations/237040?byMenuId=true': {
      body: aLocation({ id: 101, menu_id: 100101, catering_menu_id: 237040 }),
    },
    'DELETE /api/v1/orders/new-c/abandon': { status: 204 },
  };
  // The account's own styles on the page: jsdom keeps the declarations, so the test reads them.
  beforeAll(() => {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, '../account.css'), 'utf8');
    document.head.append(style);
  });

  it.each([
    ['en-US', /^Reorder the order of /, 'our catering site', 'Please order it again on'],
    ['es', /^Volver a pedir el pedido del /, 'nuestro sitio de catering', 'Vuelve a pedirlo en'],
  ] as const)(
    'links to the catering site, apart from the heading below (%s)',
    async (language, reorder, site, words) => {
      Element.prototype.scrollIntoView = jest.fn();
      const { appState } = await renderHistory(refusal, signedIn(), language);
      await userEvent.click(await screen.findByRole('button', { name: reorder }));
      const alert = await screen.findByRole('alert', { name: '' });
      await waitFor(() => expect(alert).toHaveTextContent(words));
      // The catering site of this origin (jsdom's localhost): the catering port.
      expect(within(alert).getByRole('link', { name: site })).toHaveAttribute(
        'href',
        'http://localhost:2001/',
      );
      expect(getComputedStyle(alert).marginBottom).toBe('var(--ui-space-4)');
      expect(appState.showCart).toBe(false);
    },
  );
});
