import { isCardNumber } from '@qsr/shared-contracts/core';

/**
 * The sandbox's stand-in for a card processor. Test cards: 4111 1111 1111 1111 (and any
 * other number that passes the Luhn check) is approved; 4000 0000 0000 0002 and
 * 4000 0000 0000 9995 are declined; anything else, or an expiry in the past, is invalid.
 */
export const APPROVED_TEST_CARD = '4111111111111111';
export const DECLINED_TEST_CARD = '4000000000000002';
const DECLINED = new Set([DECLINED_TEST_CARD, '4000000000009995']);

export type CardOutcome = 'approve' | 'decline' | 'invalid';

export interface CardCheck {
  outcome: CardOutcome;
  cardType: string;
  last4: string;
  expiry: string | null;
}

export interface CardInput {
  number?: string;
  expiry?: string;
  cvv?: string;
  zip?: string;
}

export function cardType(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  return 'Card';
}

/** `MM/YY` (or `MM/YYYY`) not before this month. */
function expiryOk(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** What the processor says about a card. */
export function checkCard(card: CardInput, now: number): CardCheck {
  const digits = (card.number ?? '').replace(/[\s-]/g, '');
  const last4 = digits.slice(-4);
  const type = cardType(digits);
  const expiry = card.expiry?.trim() || null;
  const invalid = { outcome: 'invalid' as const, cardType: type, last4, expiry };
  if (!isCardNumber(digits)) return invalid;
  if (expiry !== null && !expiryOk(expiry, new Date(now))) return invalid;
  if (card.cvv !== undefined && !/^\d{3,4}$/.test(card.cvv.trim())) return invalid;
  return { outcome: DECLINED.has(digits) ? 'decline' : 'approve', cardType: type, last4, expiry };
}

/** A card from a request body: `{ number | card_number | cardNumber, expiry | exp, cvv, zip }` or `{ card: … }`. */
export function cardFromBody(body: unknown): CardInput | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const source = body as Record<string, unknown>;
  const inner =
    source.card && typeof source.card === 'object'
      ? (source.card as Record<string, unknown>)
      : source;
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = inner[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
    return undefined;
  };
  const number = text('number', 'card_number', 'cardNumber', 'cardnumber');
  if (number === undefined) return undefined;
  return {
    number,
    expiry: text('expiry', 'exp', 'expiration'),
    cvv: text('cvv', 'cvc', 'cvv2'),
    zip: text('zip', 'postal_code'),
  };
}
