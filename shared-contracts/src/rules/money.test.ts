import { formatDeliveryFee, formatMoney } from './money';

describe('§9 money', () => {
  it('shows USD with 2 decimals', () => {
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });
  it('rounds half away from zero on the decimal digits, with thousands separators', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(0.015)).toBe('$0.02');
    expect(formatMoney(999.999)).toBe('$1,000.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });
  it('shows a minus before the dollar sign, and none on an amount that rounds to zero', () => {
    expect(formatMoney(-0.3)).toBe('-$0.30');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(1e-7)).toBe('$0.00');
  });
  it('shows $0.00 for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
  it('shows FREE for a 0 delivery fee', () => {
    expect(formatDeliveryFee(0)).toBe('FREE');
    expect(formatDeliveryFee(0, 'GRATIS')).toBe('GRATIS');
    expect(formatDeliveryFee(3.99)).toBe('$3.99');
  });
});
