import { isCardNumber } from '@qsr/shared-contracts';

/**
 * A new card as the customer types it (§4.1 step 6). It only ever goes to the token call
 * (`orders/{id}/token`): never into the state, local storage, analytics or a log.
 */
export interface CardDetails {
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvv: string;
  zip: string;
}

/** The digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 19);
}

/** Groups of four while typing: `4111 1111 1111 1111`. */
export function maskCardNumber(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/YY` while typing. */
export function maskCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** `MM/YY`, a real month, not before this month. */
export function isCardExpiry(input: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(input.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export function isCardCvv(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim());
}

/** Which fields of a new card are wrong (empty: none). */
export type CardField = keyof CardDetails;

export function cardErrors(card: CardDetails, now: Date = new Date()): CardField[] {
  const wrong: CardField[] = [];
  if (!isCardNumber(card.number)) wrong.push('number');
  if (!isCardExpiry(card.expiry, now)) wrong.push('expiry');
  if (!isCardCvv(card.cvv)) wrong.push('cvv');
  if (!/^\d{5}$/.test(card.zip)) wrong.push('zip');
  return wrong;
}
