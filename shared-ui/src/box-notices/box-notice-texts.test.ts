import { aNoticeItem } from '@qsr/shared-contracts/testing';
import { BOX_NOTICE_TEXTS, boxNoticeText } from './box-notice-texts';

describe('what the box changed on its own, in words', () => {
  it('names the code and its minimum, in English and Spanish', () => {
    const notice = { kind: 'promo-removed', code: 'SAVE5', minimum: 15 } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      'SAVE5 was removed: it needs a subtotal of $15.00.',
    );
    expect(boxNoticeText(notice, 'es')).toBe('Quitamos SAVE5: necesita un subtotal de $15.00.');
  });

  it('names a wallet reward taken off by its name, not its code', () => {
    const notice = {
      kind: 'promo-removed',
      code: 'WALLET3OFF',
      reward: '$3 Off Your Order',
      minimum: 10,
    } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      '$3 Off Your Order was removed: it needs a subtotal of $10.00.',
    );
  });

  it("says §4.6's rule took the code off a smaller box under $200, not a minimum of the code's own", () => {
    // SAVE10 has no minimum of its own: it applies again at once, and the notice says so.
    const notice = { kind: 'promo-removed', code: 'SAVE10', decreasedUnder: 200 } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      'SAVE10 came off: under $200.00, a box that gets smaller loses its code. You can apply it again.',
    );
    expect(boxNoticeText(notice, 'es')).toBe(
      'Quitamos SAVE10: por debajo de $200.00, una caja que se reduce pierde su código. Puedes volver a aplicarlo.',
    );
  });

  it('names the item a free-item code needs, in English and Spanish', () => {
    expect(
      boxNoticeText(
        { kind: 'promo-removed', code: 'BISCUITFRIDAY', item: 'Honey Butter Biscuit' },
        'en-US',
      ),
    ).toBe('BISCUITFRIDAY was removed: it needs 1 Honey Butter Biscuit in your box.');
    expect(
      boxNoticeText(
        {
          kind: 'promo-removed',
          code: 'FREEBISCUIT',
          reward: 'Bísquet con mantequilla de miel gratis',
          item: 'Bísquet con mantequilla de miel',
        },
        'es',
      ),
    ).toBe(
      'Quitamos Bísquet con mantequilla de miel gratis: necesita 1 Bísquet con mantequilla de miel en tu caja.',
    );
  });

  it('names the items a restaurant cannot make as a list in the language', () => {
    const notice = {
      kind: 'not-made-here',
      restaurant: 'Wilmington',
      items: [aNoticeItem('Hot Honey Sandwich'), aNoticeItem('Sweet Corn')],
    } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      'Wilmington cannot make Hot Honey Sandwich and Sweet Corn, so they were left out.',
    );
    expect(boxNoticeText(notice, 'es')).toBe(
      'Wilmington no prepara Hot Honey Sandwich y Sweet Corn, así que quedaron fuera de tu pedido.',
    );
  });

  it('says one item left out as one', () => {
    const notice = {
      kind: 'not-made-here',
      restaurant: 'Wilmington',
      items: [aNoticeItem('Sweet Corn')],
    } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      'Wilmington cannot make Sweet Corn, so it was left out.',
    );
    expect(boxNoticeText(notice, 'es')).toBe(
      'Wilmington no prepara Sweet Corn, así que quedó fuera de tu pedido.',
    );
  });

  it('says a handoff the new restaurant does not offer, and that the box is for pickup', () => {
    const curbside = {
      kind: 'handoff-not-kept',
      restaurant: 'Durham',
      handoff: 'curbside',
    } as const;
    const delivery = { ...curbside, handoff: 'delivery' } as const;
    expect(boxNoticeText(curbside, 'en-US')).toBe(
      'Durham does not offer curbside, so your order is for pickup now.',
    );
    expect(boxNoticeText(delivery, 'en-US')).toBe(
      'Durham does not deliver to your address, so your order is for pickup now.',
    );
    expect(boxNoticeText(curbside, 'es')).toBe(
      'Durham no ofrece entrega en la acera, así que tu pedido ahora es para recoger.',
    );
    expect(boxNoticeText(delivery, 'es')).toBe(
      'Durham no entrega en tu dirección, así que tu pedido ahora es para recoger.',
    );
  });

  it('says a code the new restaurant does not take, a reward by its name', () => {
    const notice = { kind: 'promo-removed', code: 'CATER10', notAt: 'Durham' } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      'CATER10 was removed: it cannot be used at Durham.',
    );
    expect(boxNoticeText({ ...notice, reward: 'Free Biscuit' }, 'es')).toBe(
      'Quitamos Free Biscuit: no se puede usar en Durham.',
    );
  });

  it("says a scheduled time the new restaurant cannot keep, on the restaurant's clock", () => {
    const notice = {
      kind: 'time-not-kept',
      restaurant: 'Durham',
      wanted: '2026-12-05T17:00:00.000Z',
      zone: 'America/New_York',
    } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      'The time you chose, Sat, Dec 5, 12:00 PM EST, is not available at Durham: your order is now as soon as possible.',
    );
    expect(boxNoticeText(notice, 'es')).toBe(
      'La hora que elegiste, sáb, 5 de dic, 12:00 p.m. EST, no está disponible en Durham: tu pedido ahora es lo antes posible.',
    );
  });

  it('says a kept time the new restaurant reads on another clock: as chosen, then as there', () => {
    const notice = {
      kind: 'time-on-other-clock',
      restaurant: 'Nashville - West End',
      wanted: '2026-12-05T23:00:00.000Z',
      from: 'America/New_York',
      to: 'America/Chicago',
    } as const;
    expect(boxNoticeText(notice, 'en-US')).toBe(
      'Nashville - West End is in another time zone: the time you chose, Sat, Dec 5, 6:00 PM EST, is Sat, Dec 5, 5:00 PM CST there.',
    );
    expect(boxNoticeText(notice, 'es')).toBe(
      'Nashville - West End está en otra zona horaria: la hora que elegiste, sáb, 5 de dic, 6:00 p.m. EST, allí es sáb, 5 de dic, 5:00 p.m. CST.',
    );
  });

  it('says what a reorder put in the box, each line with its quantity', () => {
    const items = [
      { ...aNoticeItem('Cajun Filet Biscuit'), quantity: 2 },
      { ...aNoticeItem('Large Fries'), quantity: 1 },
    ];
    const added = { kind: 'reordered', replaced: false, items } as const;
    expect(boxNoticeText(added, 'en-US')).toBe(
      'Added to your box: 2 × Cajun Filet Biscuit, 1 × Large Fries.',
    );
    expect(boxNoticeText(added, 'es')).toBe(
      'Agregamos a tu caja: 2 × Cajun Filet Biscuit y 1 × Large Fries.',
    );
    const replaced = { ...added, replaced: true };
    expect(boxNoticeText(replaced, 'en-US')).toBe(
      'Your box was replaced with this order: 2 × Cajun Filet Biscuit, 1 × Large Fries.',
    );
    expect(boxNoticeText(replaced, 'es')).toBe(
      'Reemplazamos tu caja con este pedido: 2 × Cajun Filet Biscuit y 1 × Large Fries.',
    );
  });

  it('has every text in both languages', () => {
    expect(Object.keys(BOX_NOTICE_TEXTS.es)).toEqual(Object.keys(BOX_NOTICE_TEXTS['en-US']));
  });
});
