import type { Language } from '../types/client-state';
import type { BoxNotice } from '../types/box-notice';
import { formatMoney } from './money';
import { fillText } from './receipt-texts';

/**
 * The words of what the box changed on its own, in each language, kept here so that the box
 * and checkout say each change the one same way.
 */
export const BOX_NOTICE_TEXTS = {
  'en-US': {
    promoRemoved: '{{code}} was removed: it needs a subtotal of {{minimum}}.',
    notMadeHere: '{{restaurant}} cannot make {{items}}, so they were left out.',
    dismiss: 'Dismiss',
    dismissNamed: 'Dismiss: {{notice}}',
  },
  es: {
    promoRemoved: 'Quitamos {{code}}: necesita un subtotal de {{minimum}}.',
    notMadeHere: '{{restaurant}} no prepara {{items}}, así que no se agregaron.',
    dismiss: 'Cerrar',
    dismissNamed: 'Cerrar: {{notice}}',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A box notice as the customer reads it, in `language`. */
export function boxNoticeText(notice: BoxNotice, language: Language): string {
  const texts = BOX_NOTICE_TEXTS[language];
  if (notice.kind === 'promo-removed') {
    return fillText(texts.promoRemoved, {
      code: notice.code,
      minimum: formatMoney(notice.minimum),
    });
  }
  const items = new Intl.ListFormat(language, { type: 'conjunction' }).format(notice.items);
  return fillText(texts.notMadeHere, { restaurant: notice.restaurant, items });
}
