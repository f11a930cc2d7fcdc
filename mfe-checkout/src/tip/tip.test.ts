import { parseTip, tipFor } from './tip';

describe('checkout tip', () => {
  it('a preset is a share of the subtotal, to the cent', () => {
    expect(tipFor(23.47, 0.15)).toBe(3.52);
    expect(tipFor(10, 0.2)).toBe(2);
  });
  it('a custom tip is dollars with at most two decimals, up to $500', () => {
    expect(parseTip('4')).toBe(4);
    expect(parseTip('$4.5')).toBe(4.5);
    expect(parseTip('0')).toBe(0);
    expect(parseTip('4.555')).toBeNull();
    expect(parseTip('-1')).toBeNull();
    expect(parseTip('501')).toBeNull();
    expect(parseTip('abc')).toBeNull();
  });
});
