import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price', () => {
  it.each([
    [7.5, '$7.50'],
    [1234.5, '$1,234.50'],
    [-0.3, '-$0.30'],
    // What rounds to nothing is nothing, never "-$0.00" (the receipt writes the same).
    [-0.001, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('writes %p as %p', (amount, shown) => {
    render(<Price amount={amount} />);
    expect(screen.getByText(shown)).toHaveClass('ui-price');
  });

  it('shows the cut price struck through before the new one', () => {
    render(<Price amount={5} was={6.49} />);
    expect(screen.getByText('$6.49').tagName).toBe('DEL');
    expect(screen.getByText('$6.49').parentElement).toHaveTextContent('$6.49$5.00');
  });

  it('writes an extra cost with its plus sign', () => {
    render(<Price amount={0.5} extra className="menuCart-choice-cost" />);
    expect(screen.getByText('+$0.50')).toHaveClass('ui-price--extra', 'menuCart-choice-cost');
  });
});
