import {
  fillText,
  formatMoney,
  formatPromised,
  type BoxNotice,
  type Language,
  type Snapshot,
} from '@qsr/shared-contracts';

/**
 * The words of what the box changed on its own, in each language, kept with `BoxNotices` so
 * that the box and checkout say each the one same way.
 */
export const BOX_NOTICE_TEXTS = {
  'en-US': {
    promoRemoved: '{{code}} was removed: it needs a subtotal of {{minimum}}.',
    promoDecreasedUnder:
      '{{code}} came off: under {{minimum}}, a box that gets smaller loses its code. You can apply it again.',
    promoItemRemoved: '{{code}} was removed: it needs 1 {{item}} in your box.',
    promoNotTaken: '{{code}} was removed: it cannot be used at {{restaurant}}.',
    notMadeHere: '{{restaurant}} cannot make {{items}}, so they were left out.',
    notMadeHereOne: '{{restaurant}} cannot make {{items}}, so it was left out.',
    timeNotKept:
      'The time you chose, {{time}}, is not available at {{restaurant}}: your order is now as soon as possible.',
    timeOnOtherClock:
      '{{restaurant}} is in another time zone: the time you chose, {{time}}, is {{there}} there.',
    curbsideNotKept: '{{restaurant}} does not offer curbside, so your order is for pickup now.',
    deliveryNotKept:
      '{{restaurant}} does not deliver to your address, so your order is for pickup now.',
    reorderAdded: 'Added to your box: {{items}}.',
    reorderReplaced: 'Your box was replaced with this order: {{items}}.',
    dismiss: 'Dismiss',
    dismissNamed: 'Dismiss: {{notice}}',
  },
  es: {
    promoRemoved: 'Quitamos {{code}}: necesita un subtotal de {{minimum}}.',
    promoDecreasedUnder:
      'Quitamos {{code}}: por debajo de {{minimum}}, una caja que se reduce pierde su código. Puedes volver a aplicarlo.',
    promoItemRemoved: 'Quitamos {{code}}: necesita 1 {{item}} en tu caja.',
    promoNotTaken: 'Quitamos {{code}}: no se puede usar en {{restaurant}}.',
    notMadeHere: '{{restaurant}} no prepara {{items}}, así que quedaron fuera de tu pedido.',
    notMadeHereOne: '{{restaurant}} no prepara {{items}}, así que quedó fuera de tu pedido.',
    timeNotKept:
      'La hora que elegiste, {{time}}, no está disponible en {{restaurant}}: tu pedido ahora es lo antes posible.',
    timeOnOtherClock:
      '{{restaurant}} está en otra zona horaria: la hora que elegiste, {{time}}, allí es {{there}}.',
    curbsideNotKept:
      '{{restaurant}} no ofrece entrega en la acera, así que tu pedido ahora es para recoger.',
    deliveryNotKept:
      '{{restaurant}} no entrega en tu dirección, así que tu pedido ahora es para recoger.',
    reorderAdded: 'Agregamos a tu caja: {{items}}.',
    reorderReplaced: 'Reemplazamos tu caja con este pedido: {{items}}.',
    dismiss: 'Cerrar',
    dismissNamed: 'Cerrar: {{notice}}',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A box notice as the customer reads it, in `language`. */
export function boxNoticeText(notice: Snapshot<BoxNotice>, language: Language): string {
  const texts = BOX_NOTICE_TEXTS[language];
  if (notice.kind === 'promo-removed') {
    const code = notice.reward ?? notice.code;
    if ('item' in notice) return fillText(texts.promoItemRemoved, { code, item: notice.item });
    if ('notAt' in notice) {
      return fillText(texts.promoNotTaken, { code, restaurant: notice.notAt });
    }
    // §4.6's rule is not the code's own minimum: saying "it needs" would be untrue.
    return 'decreasedUnder' in notice
      ? fillText(texts.promoDecreasedUnder, { code, minimum: formatMoney(notice.decreasedUnder) })
      : fillText(texts.promoRemoved, { code, minimum: formatMoney(notice.minimum) });
  }
  if (notice.kind === 'time-not-kept') {
    // On the restaurant's clock, in the words the box uses for a scheduled time.
    const time = formatPromised(notice.wanted, notice.zone, language);
    return fillText(texts.timeNotKept, { time, restaurant: notice.restaurant });
  }
  if (notice.kind === 'time-on-other-clock') {
    return fillText(texts.timeOnOtherClock, {
      time: formatPromised(notice.wanted, notice.from, language),
      there: formatPromised(notice.wanted, notice.to, language),
      restaurant: notice.restaurant,
    });
  }
  if (notice.kind === 'handoff-not-kept') {
    const text = notice.handoff === 'curbside' ? texts.curbsideNotKept : texts.deliveryNotKept;
    return fillText(text, { restaurant: notice.restaurant });
  }
  if (notice.kind === 'reordered') {
    // "2 × Cajun Filet Biscuit, 1 × Large Fries": a count and a name read alike in every language.
    const items = new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(
      notice.items.map(({ quantity, name }) => `${quantity} × ${name}`),
    );
    return fillText(notice.replaced ? texts.reorderReplaced : texts.reorderAdded, { items });
  }
  const items = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    notice.items.map(({ name }) => name),
  );
  const text = notice.items.length === 1 ? texts.notMadeHereOne : texts.notMadeHere;
  return fillText(text, { restaurant: notice.restaurant, items });
}
