import { cardErrors, isCardCvv, isCardExpiry, maskCardExpiry, maskCardNumber } from './card';

describe('a new card, checked before the token call', () => {
  it('masks the number in groups of four and the expiry as MM/YY', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('41x11')).toBe('4111');
    expect(maskCardExpiry('1229')).toBe('12/29');
    expect(maskCardExpiry('1')).toBe('1');
  });
  it('refuses a past or impossible expiry', () => {
    const now = new Date(2026, 10, 23);
    expect(isCardExpiry('11/26', now)).toBe(true);
    expect(isCardExpiry('10/26', now)).toBe(false);
    expect(isCardExpiry('13/30', now)).toBe(false);
    expect(isCardExpiry('1230', now)).toBe(false);
  });
  it('names every wrong field', () => {
    expect(isCardCvv('123')).toBe(true);
    expect(isCardCvv('12')).toBe(false);
    const now = new Date(2026, 10, 23);
    expect(
      cardErrors({ number: '4111111111111111', expiry: '12/30', cvv: '123', zip: '27601' }, now),
    ).toEqual([]);
    expect(cardErrors({ number: '1', expiry: '', cvv: '', zip: '1' }, now)).toEqual([
      'number',
      'expiry',
      'cvv',
      'zip',
    ]);
  });
});
