import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Menu, Product } from '@qsr/shared-contracts';
import { mockFetch, aLine, aLocation, anOrder, routes } from '@qsr/shared-contracts/testing';
import { CartDrawer } from '../cart/CartDrawer';
import { renderWithState } from '../testing/render';

const API = '/api/v1';
const product = (id: number, name: string, cost: number, extra: Partial<Product> = {}) => ({
  id,
  sku: `SKU-${id}`,
  name,
  images: [],
  availability: { now: true },
  cost,
  ...extra,
});
const size = {
  id: 31,
  name: 'Size',
  min: 1,
  max: 1,
  choices: [
    { id: 311, name: 'Individual', cost: 0 },
    { id: 312, name: 'Large', cost: 2.5 },
  ],
};
const fries = product(31, 'Seasoned Fries', 2.39, { options: [size] });
const pudding = product(32, 'Banana Pudding', 2.99);
const menu: Menu = {
  id: 500,
  expires: Date.now() + 3_600_000,
  categories: [{ id: 1, name: 'Sides', products: [fries, pudding] }],
};
const suggestions = [
  { id: 31, name: 'Seasoned Fries', cost: 2.39 },
  { id: 32, name: 'Banana Pudding', cost: 2.99 },
];

function open(language: 'en-US' | 'es' = 'en-US') {
  return renderWithState(<CartDrawer />, {
    state: { showCart: true, order: anOrder(), menu, location: aLocation() },
    language,
  });
}

/** The box as the ordering API answers an add: with the added suggestion in it. */
const boxWith = (name: string, productId: number) =>
  anOrder({ products: [aLine(), aLine({ id: 901, product_id: productId, name, quantity: 1 })] });

const suggestion = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find(
      (item) => item.classList.contains('menuCart-upsell') && item.textContent?.includes(name),
    ) as HTMLElement;

describe("'Complete Your Order' suggestions are added where they are listed", () => {
  it('adds a suggestion without required choices at once, as an upsell', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: suggestions },
        [`POST ${API}/orders/o1/products`]: { body: boxWith('Banana Pudding', 32) },
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Banana Pudding' }));
    expect(await screen.findByText('Banana Pudding is in your box.')).toHaveAttribute(
      'role',
      'status',
    );
    const add = fetch.calls.find((call) => call.method === 'POST');
    expect(add?.body).toEqual({ products: [{ id: 32, quantity: 1, choices: [], isupsell: true }] });
    // The product came from the menu the page holds: no extra call.
    expect(fetch.calls.some((call) => call.url.includes('/product/'))).toBe(false);
  });

  it('stops saying a suggestion is in the box once it is taken out again', async () => {
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: suggestions },
        [`POST ${API}/orders/o1/products`]: { body: boxWith('Banana Pudding', 32) },
        [`DELETE ${API}/orders/o1/products/901`]: { body: anOrder() },
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Banana Pudding' }));
    expect(await screen.findByText('Banana Pudding is in your box.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Banana Pudding' }));
    await waitFor(() => expect(screen.queryByText('Banana Pudding is in your box.')).toBeNull());
  });

  it('asks a required choice in the row, refuses without it, adds with it', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: suggestions },
        [`POST ${API}/orders/o1/products`]: { body: boxWith('Seasoned Fries', 31) },
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seasoned Fries' }));
    const choices = within(suggestion('Seasoned Fries')).getByRole('form', {
      name: 'Choices for Seasoned Fries',
    });
    await userEvent.click(within(choices).getByRole('button', { name: 'Add to Box · $2.39' }));
    expect(within(choices).getByText('Choose your size.')).toBeVisible();
    expect(fetch.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(choices).getByRole('radio', { name: /Large/ }));
    await userEvent.click(within(choices).getByRole('button', { name: 'Add to Box · $4.89' }));
    await waitFor(() =>
      expect(fetch.calls.find((call) => call.method === 'POST')?.body).toEqual({
        products: [{ id: 31, quantity: 1, choices: [{ id: 312, quantity: 1 }], isupsell: true }],
      }),
    );
    expect(await screen.findByText('Seasoned Fries is in your box.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('reads a suggestion the page does not hold from upsells/{orderId}/product/{id}', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [{ id: 40, name: 'Coleslaw', cost: 2.39 }] },
        [`GET ${API}/upsells/o1/product/40`]: {
          body: product(40, 'Coleslaw', 2.39, { options: [{ ...size, id: 41 }] }),
        },
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Coleslaw' }));
    expect(await screen.findByRole('form', { name: 'Choices for Coleslaw' })).toBeVisible();
    expect(fetch.calls.map((call) => call.url)).toContain(`${API}/upsells/o1/product/40`);
  });

  it('shows a failure next to the suggestion that failed, and in the site list (§8)', async () => {
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: suggestions },
        [`POST ${API}/orders/o1/products`]: { status: 400, body: { message: 'Nope' } },
      }),
    );
    const { appState } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Banana Pudding' }));
    const alert = await within(suggestion('Banana Pudding')).findByRole('alert');
    expect(alert).toHaveTextContent('Error adding to cart');
    expect(within(suggestion('Seasoned Fries')).queryByRole('alert')).toBeNull();
    expect(appState.errors).toEqual(['Error adding to cart']);
  });

  it('speaks Spanish on a Spanish page', async () => {
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: suggestions },
        [`POST ${API}/orders/o1/products`]: { status: 400, body: { message: 'Nope' } },
      }),
    );
    await open('es');
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar Seasoned Fries' }));
    const choices = screen.getByRole('form', { name: 'Opciones de Seasoned Fries' });
    await userEvent.click(within(choices).getByRole('button', { name: /Agregar a la caja/ }));
    expect(within(choices).getByText('Elige tu size.')).toBeVisible();
    await userEvent.click(within(choices).getByRole('radio', { name: /Individual/ }));
    await userEvent.click(within(choices).getByRole('button', { name: /Agregar a la caja/ }));
    expect(await within(suggestion('Seasoned Fries')).findByRole('alert')).toHaveTextContent(
      'Error al agregar al carrito',
    );
  });
});
