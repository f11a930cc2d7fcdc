import type { TFunction } from 'i18next';

/** The §8 promo texts (verbatim in English) and their keys, so Spanish shows its own words. */
const KEYS: Record<string, string> = {
  'Error: Promo code cannot be empty.': 'promoEmpty',
  'Error: Invalid promo code.': 'promoInvalid',
  'Error: Promo code is currently in use on another transaction': 'promoInUse',
};

/** 'Offer not valid - $200.00 Minimum Required' (§8), any amount, with or without 'Error: '. */
const OFFER_MINIMUM = /^(Error: )?Offer not valid - (\$[\d,.]+) Minimum Required$/;

/**
 * A promo or wallet error in the customer's language: a known §8 text by its key, the
 * minimum and the connection issue with their 'Error: ' kept, any other server text as it came.
 */
export function localisedError(message: string, t: TFunction) {
  const key = KEYS[message];
  if (key) return t(key);
  const minimum = OFFER_MINIMUM.exec(message);
  if (minimum) {
    const text = t('offerMinimum', { amount: minimum[2] });
    return minimum[1] ? t('errorPrefix', { message: text }) : text;
  }
  if (message === 'Error: Connection issue. Please try again.') {
    return t('errorPrefix', { message: t('connectionIssue') });
  }
  return message;
}
