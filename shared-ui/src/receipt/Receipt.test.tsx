import { render, screen, within } from '@testing-library/react';
import { receiptOf } from '@qsr/shared-contracts';
import { aReceiptOrder } from '@qsr/shared-contracts/testing';
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
});
