import { parseTip } from './tip';

describe('checkout tip', () => {
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
