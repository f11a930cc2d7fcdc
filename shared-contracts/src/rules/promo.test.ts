import { EMPTY_PROMO_ERROR, promoCodeError, promoErrorMessage } from './promo';

describe('§8 promo error mapping (verbatim)', () => {
  it("knows an unknown code by the error's number when its message carries none", () => {
    expect(promoErrorMessage(['El código no es válido'], 200)).toBe('Error: Invalid promo code.');
    expect(promoErrorMessage(['Code has expired'], 201)).toBe('Error: Code has expired');
  });

  it.each([
    ['[200] Code is invalid', 'Error: Invalid promo code.'],
    ['Coupon code cannot be empty.', 'Error: Promo code cannot be empty.'],
    ['Offer not valid - $200.00 Minimum Required', 'Offer not valid - $200.00 Minimum Required'],
    [
      'Code is currently in use on another transaction',
      'Error: Promo code is currently in use on another transaction',
    ],
    ['Code is invalid', 'Error: Invalid promo code.'],
    ['[201] Code has expired', 'Error: Code has expired'],
    // §4.11 the same code, as the API says it in Spanish: the site's words for it.
    ['[200] El código no es válido', 'Error: Invalid promo code.'],
  ])('%s → %s', (server, shown) => {
    expect(promoErrorMessage([server, 'ignored'])).toBe(shown);
  });
  it("otherwise 'Error: ' plus the first error", () => {
    expect(promoErrorMessage(['Connection issue. Please try again.'])).toBe(
      'Error: Connection issue. Please try again.',
    );
  });
});

describe('an expired promo code', () => {
  it.each([
    ['en-US', '[204] Code EXPIRED5 has expired', 'Error: Promo code EXPIRED5 has expired.'],
    [
      'es',
      '[204] El código EXPIRED5 ya venció',
      'Error: El código promocional EXPIRED5 ya venció.',
    ],
  ] as const)(
    'says it has expired, naming the code, apart from an unknown one (%s)',
    (language, server, shown) => {
      expect(promoErrorMessage([server], 204, ' expired5 ', language)).toBe(shown);
      expect(promoErrorMessage(['[200] Code is invalid'], 200, 'NOPE', language)).toBe(
        'Error: Invalid promo code.',
      );
    },
  );
});

describe('a free-item code on a box without its item', () => {
  it.each([
    [
      'en-US',
      '[254] Add 1 Honey Butter Biscuit to your box to use this code.',
      'Error: Add 1 Honey Butter Biscuit to your box to use this code.',
    ],
    [
      'es',
      '[254] Agrega 1 Bísquet con mantequilla de miel a tu caja para usar este código.',
      'Error: Agrega 1 Bísquet con mantequilla de miel a tu caja para usar este código.',
    ],
  ] as const)('says which item to add, as the API names it (%s)', (language, server, shown) => {
    expect(promoErrorMessage([server], 254, 'BISCUITFRIDAY', language)).toBe(shown);
  });
});

describe('§5 promo code', () => {
  it('must not be empty', () => {
    expect(promoCodeError('')).toBe(EMPTY_PROMO_ERROR);
    expect(promoCodeError('   ')).toBe('Error: Promo code cannot be empty.');
    expect(promoCodeError('save10')).toBeNull();
  });
});
