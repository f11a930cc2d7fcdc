import type { RedeemedOffer } from '../types/box-notice';
import { anOrder } from '../testing/fixtures';
import { OFFER_TEXTS, appliedCouponText, offerNotes } from './offer-texts';

describe('the redeemed offers on the box, in words', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(OFFER_TEXTS.es)).toEqual(Object.keys(OFFER_TEXTS['en-US']));
  });

  it("says each redeemed offer applied by name, or refused with the API's reason", () => {
    const order = {
      id: 'o1',
      discounts: [{ type: 'Reward', description: 'Free Biscuit', amount: 1.49 }],
    } as never;
    const refused = {
      offer: { id: 9, label: 'Spring $2 off' },
      tried: { orderId: 'o1', refusal: 'Not valid on catering.' },
    } as unknown as RedeemedOffer;
    const elsewhere = { ...refused, tried: { orderId: 'o2', refusal: 'No.' } } as RedeemedOffer;
    expect(offerNotes(order, [refused, elsewhere], 'en-US')).toEqual([
      {
        key: 'applied-Free Biscuit',
        applied: true,
        text: 'Reward Free Biscuit applied: you save $1.49.',
      },
      {
        key: 'refused-9',
        applied: false,
        text: 'Spring $2 off cannot apply to this box: Not valid on catering.',
      },
    ]);
    expect(offerNotes(order, [], 'es')[0]?.text).toBe(
      'Recompensa Free Biscuit aplicada: ahorras $1.49.',
    );
  });
});

describe('the promo code or reward on the box, one sentence for the box and checkout', () => {
  const typed = anOrder({
    coupon: { couponcode: 'SAVE10' },
    discounts: [{ type: 'Coupon', amount: 3, description: '10% off' }],
  });
  const reward = anOrder({
    coupon: { couponcode: 'CATER20', reward: { label: 'catering - $20 Off Catering' } },
    discounts: [{ type: 'Coupon', amount: 20, description: 'From the API' }],
  });

  it.each([
    [
      'en-US',
      'Promo code SAVE10 applied: you save $3.00.',
      'Reward $20 Off Catering applied: you save $20.00.',
    ],
    [
      'es',
      'Código promocional SAVE10 aplicado: ahorras $3.00.',
      'Recompensa $20 Off Catering aplicada: ahorras $20.00.',
    ],
  ] as const)(
    'names a typed code by the code, a reward by its name (%s)',
    (language, code, named) => {
      expect(appliedCouponText(typed, language)).toBe(code);
      expect(appliedCouponText(reward, language)).toBe(named);
      expect(appliedCouponText(anOrder(), language)).toBeNull();
    },
  );

  it('words a reward put on by the ordering API as one applied in the box', () => {
    const member = anOrder({
      discounts: [{ type: 'Reward', amount: 20, description: '$20 Off Catering' }],
    });
    expect(offerNotes(member, [], 'en-US')[0]?.text).toBe(appliedCouponText(reward, 'en-US'));
    expect(offerNotes(member, [], 'es')[0]?.text).toBe(appliedCouponText(reward, 'es'));
  });
});
