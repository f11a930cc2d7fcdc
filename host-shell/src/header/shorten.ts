/** §5 text shortening default length. */
export const SHORTEN_LENGTH = 30;
/** §2.5, §9 address in the mobile menu. */
export const MOBILE_ADDRESS_LENGTH = 20;
/** §2.6, §9 address in the mobile bottom bar. */
export const BOTTOM_BAR_ADDRESS_LENGTH = 15;

/** §5: a text longer than `length` keeps its first `length` characters and an ellipsis. */
export function shorten(text: string, length: number = SHORTEN_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
