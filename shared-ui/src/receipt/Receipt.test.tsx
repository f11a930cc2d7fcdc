import { render, screen, within } from '@testing-library/react';
import { receiptOf } from '@qsr/shared-contracts';
import { aGroupReceiptOrder, aReceiptOrder } from '@qsr/shared-contracts/testing';
import { Receipt } from './Receipt';

/** The receipt's rows as read: name and amount. */
const rows = (root: HTMLElement) =>
  within(root)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('Receipt', () => {
  it('draws the lines with their choices, every amount to the total, the fees explained, and the card', () => {
    const { container } = render(<Receipt receipt={receiptOf(aReceiptOrder())} language="en-US" />);
    const lines = screen.getByRole('list', { name: 'What you ordered' });
    expect(within(lines).getByText('2 × 3 Piece Tenders Combo')).toBeVisible();
    expect(within(lines).getByText('Mac & Cheese, 2 × Hot Honey')).toBeVisible();
    expect(within(lines).getByText('“Extra crispy”')).toBeVisible();
    expect(rows(container)).toEqual([
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
    expect(container.querySelector('[data-total="service"] .ui-receipt-hint')).toHaveTextContent(
      'Added to online delivery orders; it pays for the delivery service.',
    );
    expect(container.querySelector('[data-total="delivery"] .ui-receipt-hint')).toHaveTextContent(
      'The restaurant’s charge for bringing your order to you.',
    );
    // Not a group order: one list, no part named.
    expect(screen.queryByRole('heading')).toBeNull();
    // Only a fee says what it is for.
    expect(container.querySelectorAll('.ui-receipt-hint')).toHaveLength(2);
    expect(container.querySelector('[data-receipt-payment]')).toHaveTextContent(
      'Paid with Visa ending in 1111$36.00',
    );
  });

  it('speaks Spanish, and leaves the lines to a page that shows them apart', () => {
    const { container } = render(
      <Receipt receipt={receiptOf(aReceiptOrder())} language="es" lines={false} />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(rows(container)).toEqual([
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
    expect(container.querySelector('[data-receipt-payment]')).toHaveTextContent(
      'Pagado con Visa terminada en 1111',
    );
  });

  it('draws a group order’s lines in parts: the host’s, then each guest’s, named with their amount', () => {
    const { container } = render(
      <Receipt receipt={receiptOf(aGroupReceiptOrder())} language="en-US" />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Host’s items $20.00',
      'Ana $6.93',
      'Ben $3.50',
    ]);
    const part = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(part('Host’s items')).toEqual([
      expect.stringContaining('2 × 3 Piece Tenders Combo$20.00'),
    ]);
    expect(part('Ana')).toEqual(['1 × Honey Butter Biscuit$4.43', '1 × Buttermilk Biscuit$2.50']);
    expect(part('Ben')).toEqual(['1 × Cinnamon Biscuit Bites$3.50']);
    expect(screen.getByRole('group', { name: 'What you ordered' })).toBeVisible();
    // The rows under the lines are the order's, as for any order.
    expect(rows(container).at(-1)).toBe('Total $36.00');
  });

  it('names the parts in Spanish, one level below where the receipt sits', () => {
    render(<Receipt receipt={receiptOf(aGroupReceiptOrder())} language="es" headingLevel={4} />);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(
      screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(['Artículos de quien organiza $20.00', 'Ana $6.93', 'Ben $3.50']);
    expect(screen.getByRole('group', { name: 'Lo que pediste' })).toBeVisible();
  });

  it('leaves a group order’s lines out too when a page shows them apart', () => {
    render(<Receipt receipt={receiptOf(aGroupReceiptOrder())} language="en-US" lines={false} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
