import { screen, within } from '@testing-library/react';
import { anOrder } from '@qsr/shared-contracts/testing';
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
