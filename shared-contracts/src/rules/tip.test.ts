import { tipFor, tipShareOf } from './tip';

describe('a tip chosen as a share', () => {
  it('is that share of the subtotal, to the cent', () => {
    expect(tipFor(23.47, 0.15)).toBe(3.52);
    expect(tipFor(10, 0.2)).toBe(2);
  });

  it('is a share of the subtotal, or none: a stored value that is no share is none', () => {
    expect(tipShareOf({ tip_share: 0.18 })).toBe(0.18);
    expect(tipShareOf({ tip_share: 5 })).toBeNull();
    expect(tipShareOf({ tip_share: 0 })).toBeNull();
    expect(tipShareOf({ tip_share: null })).toBeNull();
    expect(tipShareOf({})).toBeNull();
  });
});
