import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import {
  aGroupReceiptOrder,
  aReceiptOrder,
  mockFetch,
  routes,
} from '@qsr/shared-contracts/testing';
import type { Order } from '@qsr/shared-contracts';
import { renderPage, signedIn } from '../testing';
import { RecentOrders } from './RecentOrders';

/** Placed on Nov 1 for noon on Nov 2 at a restaurant on Central time. */
const past = {
  ...aReceiptOrder({
    id: 'past-1',
    created: '20261101 12:30',
    time: { mode: 'scheduled', wanted: '2026-11-02T13:00:00-05:00' },
  }),
  number: '1004',
  restaurant_timezone: 'America/Chicago',
};

async function renderHistory(language: 'en-US' | 'es', orders: Order[] = [past]) {
  mockFetch(
    routes({
      'GET /api/v1/orders/recent': { body: orders },
      'GET /api/v1/orders/faves': { body: [] },
    }),
  );
  await renderPage(
    '/account/order-history',
    <RecentOrders busy={false} onReorder={() => undefined} />,
    '/account/order-history',
    { state: signedIn(), language },
  );
  const lines = await screen.findAllByText('2 × 3 Piece Tenders Combo');
  return lines.map((line) => line.closest('.account-list > li') as HTMLElement);
}

/** The page's first card (or the `n`th). */
function cardOf(cards: HTMLElement[], n = 0): HTMLElement {
  const card = cards[n];
  if (!card) throw new Error(`No card ${n}`);
  return card;
}

const rows = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('order history: each past order with its receipt', () => {
  it('in English: the lines with their choices and every amount to the total', async () => {
    const card = cardOf(await renderHistory('en-US'));
    // The number the confirmation and the e-mail gave, and the way to its page.
    expect(within(card).getByRole('heading', { name: 'Order 1004 of Nov 1, 2026' })).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'View order 1004 of Nov 1, 2026' }),
    ).toHaveAttribute('href', '/order/confirm?id=past-1');
    expect(within(card).getByText('Delivery')).toBeVisible();
    // When it was for, on the restaurant's clock, not the reader's.
    expect(within(card).getByText(/^Delivered by: Mon, Nov 2, 12:00\sPM CST$/)).toBeVisible();
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
    const card = cardOf(await renderHistory('es'));
    expect(within(card).getByRole('heading', { name: 'Pedido 1004 del 1 nov 2026' })).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'Ver el pedido 1004 del 1 nov 2026' }),
    ).toBeVisible();
    expect(within(card).getByText('A domicilio')).toBeVisible();
    expect(
      within(card).getByText(/^Entrega prevista: lun, 2 de nov, 12:00\sp\.m\. CST$/),
    ).toBeVisible();
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

describe('order history: a group order, its lines by whose they are', () => {
  const group = { ...aGroupReceiptOrder({ id: 'group-1' }), number: '1005' };
  const parts = (card: HTMLElement) =>
    within(card)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);

  it.each([
    ['en-US' as const, 'Host’s items $20.00'],
    ['es' as const, 'Artículos de quien organiza $20.00'],
  ])(
    'in %s: the host’s part, then each guest’s, under the order’s heading',
    async (language, host) => {
      const card = cardOf(await renderHistory(language, [group]));
      expect(parts(card)).toEqual([host, 'Ana $6.93', 'Ben $3.50']);
      expect(
        within(within(card).getByRole('list', { name: 'Ana' }))
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual(['1 × Honey Butter Biscuit$4.43', '1 × Buttermilk Biscuit$2.50']);
    },
  );

  it('names no part of an order without guests', async () => {
    const card = cardOf(await renderHistory('en-US'));
    expect(within(card).queryAllByRole('heading', { level: 4 })).toEqual([]);
  });
});

describe('order history: orders that share a number (numbers count per restaurant)', () => {
  const sameNumber = (id: string, created: string, restaurant: string): Order => ({
    ...aReceiptOrder({ id, created }),
    number: '1001',
    restaurant,
  });
  const orders = [
    sameNumber('a', '20261129 12:30', 'Raleigh – Glenwood Ave'),
    sameNumber('b', '20261129 09:10', 'Charlotte – South Blvd'),
    sameNumber('c', '20261108 18:00', 'Raleigh – Glenwood Ave'),
  ];

  /** Every card's heading, link and button names: each must name its own order. */
  const names = (cards: HTMLElement[]) =>
    cards.map((card) => [
      within(card).getByRole('heading', { level: 3 }).textContent,
      within(card).getByRole('link').getAttribute('aria-label'),
      within(card)
        .getByRole('button', { name: /^(Reorder|Volver a pedir)/ })
        .getAttribute('aria-label'),
    ]);

  it('in English: each names its restaurant beside the number and the date', async () => {
    const cards = await renderHistory('en-US', orders);
    expect(names(cards)).toEqual([
      [
        'Order 1001 from Raleigh – Glenwood Ave, Nov 29, 2026',
        'View order 1001 from Raleigh – Glenwood Ave, Nov 29, 2026',
        'Reorder the order 1001 from Raleigh – Glenwood Ave, Nov 29, 2026',
      ],
      [
        'Order 1001 from Charlotte – South Blvd, Nov 29, 2026',
        'View order 1001 from Charlotte – South Blvd, Nov 29, 2026',
        'Reorder the order 1001 from Charlotte – South Blvd, Nov 29, 2026',
      ],
      [
        'Order 1001 from Raleigh – Glenwood Ave, Nov 8, 2026',
        'View order 1001 from Raleigh – Glenwood Ave, Nov 8, 2026',
        'Reorder the order 1001 from Raleigh – Glenwood Ave, Nov 8, 2026',
      ],
    ]);
    // The name starts with what the link shows (WCAG 2.5.3).
    expect(within(cardOf(cards, 0)).getByRole('link')).toHaveTextContent(/^View order 1001$/);
    expect(
      within(cardOf(cards, 1)).getByRole('button', {
        name: 'Save as favorite: the order 1001 from Charlotte – South Blvd, Nov 29, 2026',
      }),
    ).toBeVisible();
  });

  it('in Spanish', async () => {
    const cards = await renderHistory('es', orders);
    expect(names(cards)).toEqual([
      [
        'Pedido 1001 de Raleigh – Glenwood Ave, 29 nov 2026',
        'Ver el pedido 1001 de Raleigh – Glenwood Ave, 29 nov 2026',
        'Volver a pedir el pedido 1001 de Raleigh – Glenwood Ave, 29 nov 2026',
      ],
      [
        'Pedido 1001 de Charlotte – South Blvd, 29 nov 2026',
        'Ver el pedido 1001 de Charlotte – South Blvd, 29 nov 2026',
        'Volver a pedir el pedido 1001 de Charlotte – South Blvd, 29 nov 2026',
      ],
      [
        'Pedido 1001 de Raleigh – Glenwood Ave, 8 nov 2026',
        'Ver el pedido 1001 de Raleigh – Glenwood Ave, 8 nov 2026',
        'Volver a pedir el pedido 1001 de Raleigh – Glenwood Ave, 8 nov 2026',
      ],
    ]);
  });
});

describe('order history: the link and the button sit apart', () => {
  // The account's own styles on the page: jsdom keeps the declarations, so the test reads them.
  beforeAll(() => {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, '../account.css'), 'utf8');
    document.head.append(style);
  });

  it.each([['en-US' as const], ['es' as const]])(
    'in %s: the design’s spacing between them, and a 44 px link',
    async (language) => {
      const card = cardOf(await renderHistory(language));
      const link = within(card).getByRole('link');
      const button = within(card).getByRole('button', { name: /^(Reorder|Volver a pedir) / });
      const actions = link.parentElement as HTMLElement;
      expect(button.parentElement).toBe(actions);
      expect(getComputedStyle(actions).display).toBe('flex');
      expect(getComputedStyle(actions).gap).toBe('var(--ui-space-2) var(--ui-space-4)');
      expect(getComputedStyle(link).minHeight).toBe('var(--ui-control-md)');
    },
  );
});
