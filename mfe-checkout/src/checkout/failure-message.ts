import type { TFunction } from 'i18next';
import { ApiError, customerMessage, upstreamMessages, type Language } from '@qsr/shared-contracts';
import { errorCode } from './checkout-calls';
import type { FailureKind } from '../submit/place-order';

/**
 * The ordering API's numbers for checkout failures the customer can act on. Items that cannot
 * be ordered for the time (224, 252) keep the API's words, which name them.
 */
const KNOWN: Record<number, FailureKind | 'minimum'> = {
  225: 'minimum',
  229: 'time',
  230: 'declined',
  231: 'card',
  250: 'reward_used',
};

/** What failed, when the page has its own words for it. */
export function failureKindOf(error: unknown): FailureKind | 'minimum' | null {
  const code = errorCode(error);
  return code === null ? null : (KNOWN[code] ?? null);
}

/** A failure in the customer's language; anything else as the API said it (§8). */
export function failureMessage(kind: FailureKind | 'minimum', t: TFunction): string {
  return kind === 'minimum' ? t('cateringMinimum') : t(`failure_${kind}`);
}

/**
 * The API's own words (§8), for failures the page has no words of its own for; in `language`,
 * read again from the answer, where the site has words of its own for its number.
 */
export function errorText(error: unknown, language?: Language): string {
  if (!(error instanceof ApiError)) return String(error);
  if (!language) return error.messages.join(' ');
  return upstreamMessages(error.body)
    .map((message) => customerMessage(message, language))
    .join(' ');
}
