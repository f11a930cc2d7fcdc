import { isCardNumber } from './card-number';

describe('a card number, checked before the token call and by the sandbox', () => {
  it('takes a Luhn-valid number of 13 to 19 digits, spaces allowed', () => {
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('4000000000000002')).toBe(true);
    expect(isCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isCardNumber('4111')).toBe(false);
  });
});
