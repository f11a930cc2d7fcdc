import type { TFunction } from 'i18next';
/** The §8 promo texts (verbatim in English) and their keys, so Spanish shows its own words. */
const KEYS: Record<string, string> = {
  'Error: Promo code cannot be empty.': 'promoEmpty',
  'Error: Invalid promo code.': 'promoInvalid',
  'Offer not valid - $200.00 Minimum Required': 'promoMinimum',
  'Error: Promo code is currently in use on another transaction': 'promoInUse',
  'Error: Connection issue. Please try again.': 'errorConnection',
};

/**
 * A promo or wallet error in the customer's language: a known §8 text by its key, the
 * connection issue inside 'Error: ', and any other server text as it came.
 */
export function localisedError(message: string, t: TFunction) {
  const key = KEYS[message];
  if (key === 'errorConnection') return t('errorPrefix', { message: t('connectionIssue') });
  return key ? t(key) : message;
}
