import { screen, within } from '@testing-library/react';
import { aGroupReceiptOrder, anOrder, aReceiptOrder } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { CheckoutTotals } from './CheckoutTotals';

describe('checkout’s totals', () => {
  it('keep the tip’s row at $0.00, so a tip applied later adds no row above Review order', async () => {
    const order = anOrder();
    order.totals = { ...order.totals, subtotal: 4.17, tax: 0.3, tip: 0, total: 4.47 };
    await renderCheckout(<CheckoutTotals order={order} />);
    const rows = within(screen.getByRole('region', { name: 'Order total' }))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Subtotal $4.17', 'Tax $0.30', 'Tip $0.00', 'Total $4.47']);
  });
});

describe('review: the receipt of the last validate', () => {
  const rows = () =>
    within(screen.getByRole('region', { name: /Order total|Total del pedido/ }))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

  it('names the promo code and the reward, both fees, the tip and the round-up', async () => {
    await renderCheckout(<CheckoutTotals order={aReceiptOrder()} />);
    expect(screen.getByText('Mac & Cheese, 2 × Hot Honey')).toBeVisible();
    expect(rows()).toEqual([
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
  });

  it('in Spanish', async () => {
    await renderCheckout(<CheckoutTotals order={aReceiptOrder()} />, { language: 'es' });
    expect(rows()).toEqual([
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

  it('shows a group order’s lines by part, each under a heading below the totals’ own', async () => {
    await renderCheckout(<CheckoutTotals order={aGroupReceiptOrder()} />, { language: 'es' });
    const totals = screen.getByRole('region', { name: 'Total del pedido' });
    expect(within(totals).getByRole('heading', { level: 2 })).toHaveTextContent('Total del pedido');
    expect(
      within(totals)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Artículos de quien organiza $20.00', 'Ana $6.93', 'Ben $3.50']);
    expect(rows().at(-1)).toBe('Total $36.00');
  });
});
