import { screen, within } from '@testing-library/react';
import { aReceiptOrder, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { renderPage, signedIn } from '../testing';
import { RecentOrders } from './RecentOrders';

const past = { ...aReceiptOrder({ id: 'past-1', created: '20261101 12:30' }), number: '1004' };

async function renderHistory(language: 'en-US' | 'es') {
  mockFetch(
    routes({
      'GET /api/v1/orders/recent': { body: [past] },
      'GET /api/v1/orders/faves': { body: [] },
    }),
  );
  await renderPage(
    '/account/order-history',
    <RecentOrders busy={false} onReorder={() => undefined} />,
    '/account/order-history',
    { state: signedIn(), language },
  );
  const line = await screen.findByText('2 × 3 Piece Tenders Combo');
  return line.closest('.account-list > li') as HTMLElement;
}

const rows = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('order history: each past order with its receipt', () => {
  it('in English: the lines with their choices and every amount to the total', async () => {
    const card = await renderHistory('en-US');
    // The number the confirmation and the e-mail gave, and the way to its page.
    expect(within(card).getByRole('heading', { name: 'Order 1004 of Nov 1, 2026' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View order 1004' })).toHaveAttribute(
      'href',
      '/order/confirm?id=past-1',
    );
    expect(within(card).getByText('Delivery')).toBeVisible();
    expect(within(card).getByText('Mac & Cheese, 2 × Hot Honey')).toBeVisible();
    expect(rows(card)).toEqual([
      'Subtotal $30.43',
      'Promo code SAVE10 −$3.04',
      'Reward: $2 off any order −$2.00',
      'Delivery fee $2.99',
      'Service fee $0.99',
      'Tax $1.85',
      'Tip $4.00',
      'Round-up donation $0.78',
      'Total $36.00',
    ]);
    expect(within(card).getByText('Paid with Visa ending in 1111')).toBeVisible();
  });

  it('in Spanish', async () => {
    const card = await renderHistory('es');
    expect(within(card).getByRole('heading', { name: 'Pedido 1004 del 1 nov 2026' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Ver el pedido 1004' })).toBeVisible();
    expect(within(card).getByText('Entrega a domicilio')).toBeVisible();
    expect(rows(card)).toEqual([
      'Subtotal $30.43',
      'Código promocional SAVE10 −$3.04',
      'Recompensa: $2 off any order −$2.00',
      'Costo de entrega $2.99',
      'Cargo por servicio $0.99',
      'Impuestos $1.85',
      'Propina $4.00',
      'Donación por redondeo $0.78',
      'Total $36.00',
    ]);
  });
});
