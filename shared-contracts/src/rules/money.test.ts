import { formatDeliveryFee, formatMoney } from './money';

describe('§9 money', () => {
  it('shows USD with 2 decimals', () => {
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });
  it('writes every amount as en-US currency formatting does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [
      0, 1e-7, 0.005, 0.015, 1.005, 4.99, 12.345, 999.999, 1000, 1234567.891, -0.3, -0.001, -1234.5,
    ])
      expect(formatMoney(amount)).toBe(usd.format(amount).replace('-$0.00', '$0.00'));
  });
  it('shows $0.00 for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
  it('shows FREE for a 0 delivery fee', () => {
    expect(formatDeliveryFee(0)).toBe('FREE');
    expect(formatDeliveryFee(0, 'GRATIS')).toBe('GRATIS');
    expect(formatDeliveryFee(3.99)).toBe('$3.99');
  });
});
