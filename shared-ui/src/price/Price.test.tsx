import { render, screen } from '@testing-library/react';
import { formatPrice, Price } from './Price';

describe('Price', () => {
  it.each([
    [7.5, '$7.50'],
    [1234.5, '$1,234.50'],
    [-0.3, '-$0.30'],
    [Number.NaN, '$0.00'],
  ])('writes %p as %p', (amount, shown) => {
    expect(formatPrice(amount)).toBe(shown);
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
