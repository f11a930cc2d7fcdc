import { roundUpAmount } from './round-up';

const totals = (subtotal: number, extra: Partial<Record<string, number>> = {}) => ({
  subtotal,
  tax: 0,
  tip: 0,
  handoff: 0,
  fees: 0,
  discount: 0,
  ...extra,
});

describe('§5 round-up', () => {
  it('rounds the sum of subtotal, tax, tip and delivery fee minus discount up to the next dollar', () => {
    expect(roundUpAmount(totals(10, { tax: 1.1, tip: 1, handoff: 2.99, discount: 2.75 }))).toBe(
      0.66,
    );
  });
  it('counts the service fee too, so that a delivery is rounded to a whole dollar', () => {
    // The walk's delivery: $38.55 before the donation with a $0.99 service fee, $39.00 after.
    const delivery = totals(30.43, { tax: 2.13, tip: 5, handoff: 0, fees: 0.99 });
    const amount = roundUpAmount(delivery);
    expect(amount).toBe(0.45);
    expect(Math.round((30.43 + 2.13 + 5 + 0.99 + amount) * 100) % 100).toBe(0);
  });
  it('works in cents (no floating-point dust)', () => {
    expect(roundUpAmount(totals(0.1, { tax: 0.2 }))).toBe(0.7);
    expect(roundUpAmount(totals(12.01))).toBe(0.99);
    expect(roundUpAmount(totals(12.99))).toBe(0.01);
  });
  it('is 1 when the sum is 0', () => {
    expect(roundUpAmount(totals(0))).toBe(1);
    expect(roundUpAmount(totals(5, { discount: 5 }))).toBe(1);
  });
  it('is 1 when the sum is already a whole dollar', () => {
    expect(roundUpAmount(totals(12))).toBe(1);
  });
});
