import { aNoticeItem } from '@qsr/shared-contracts/testing';
import { isPromoNotice } from './promo-notice';

describe('the promo card at checkout', () => {
  it('leaves what a reorder did to the box, and says the promo’s own notice at checkout', () => {
    expect(isPromoNotice({ kind: 'promo-removed', code: 'SAVE5', minimum: 15 })).toBe(true);
    expect(isPromoNotice({ kind: 'reordered', replaced: false, items: [] })).toBe(false);
    expect(
      isPromoNotice({ kind: 'not-made-here', restaurant: 'Raleigh', items: [aNoticeItem('Tea')] }),
    ).toBe(false);
  });
});
