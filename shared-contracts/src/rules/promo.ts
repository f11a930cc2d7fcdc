import { customerMessage, messageCode } from '../api/error-messages';
import { requestHooks } from '../api/request-hooks';
import type { Language } from '../types/language';
import { fillText } from './receipt-texts';

/** §5: the message of an empty promo code, in its §8 'Error: ' form. */
export const EMPTY_PROMO_ERROR = 'Error: Promo code cannot be empty.';

/**
 * §8: server messages shown differently in the promo field (verbatim on both sides; '[200]
 * Code is invalid' by its text, as the platform's number never reaches the customer).
 */
const PROMO_MESSAGES: Record<string, string> = {
  'Code is invalid': 'Error: Invalid promo code.',
  'Coupon code cannot be empty.': EMPTY_PROMO_ERROR,
  'Offer not valid - $200.00 Minimum Required': 'Offer not valid - $200.00 Minimum Required',
  'Code is currently in use on another transaction':
    'Error: Promo code is currently in use on another transaction',
};

/** The ordering API's number of an unknown code, whatever the language of its text. */
const CODE_INVALID = 200;
/** The ordering API's number of a code past its end date. */
const CODE_EXPIRED = 204;

/**
 * A code that has expired, by its name: the customer typed a real code, so it is told apart
 * from an unknown one (§8 gives no words for it; these are the site's, in each language).
 */
const PROMO_EXPIRED: Record<Language, string> = {
  'en-US': 'Error: Promo code {{code}} has expired.',
  es: 'Error: El código promocional {{code}} ya venció.',
};

/**
 * §8 promo errors: the first server error, mapped, else 'Error: ' plus that error. An unknown
 * or expired code is known by its number (the error's `code`, else its message's), since the
 * API says it in the customer's language (§4.11): the page then says it in its own words, an
 * expired one naming the code the customer `typed`, in `language`.
 */
export function promoErrorMessage(
  errors: readonly string[],
  code: number | null = null,
  typed = '',
  language: Language = requestHooks().language(),
): string {
  const raw = (errors[0] ?? '').trim();
  const number = code ?? messageCode(raw);
  if (number === CODE_INVALID) return 'Error: Invalid promo code.';
  if (number === CODE_EXPIRED && typed.trim()) {
    return fillText(PROMO_EXPIRED[language], { code: typed.trim().toUpperCase() });
  }
  const first = customerMessage(raw);
  return PROMO_MESSAGES[first] ?? `Error: ${first}`;
}

/** §5: the promo code must not be empty; null when it may be sent. */
export function promoCodeError(code: string): string | null {
  return code.trim() ? null : EMPTY_PROMO_ERROR;
}
