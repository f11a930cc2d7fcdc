/** §9 phone format: 10 digits. */
export const PHONE_DIGITS = 10;

/** §3: the digits of a phone number, without a leading country code 1 or +1. */
export function stripCountryCode(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export function isValidPhone(phone: string): boolean {
  return stripCountryCode(phone).length === PHONE_DIGITS;
}

/** §5 display: `(###) ###-####`; anything that is not a 10-digit number is shown as given. */
export function formatPhone(phone: string): string {
  const digits = stripCountryCode(phone);
  if (digits.length !== PHONE_DIGITS) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** §5 input mask `###-###-####`, applied while typing. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

/** §5 input mask: zip is five digits. */
export function maskZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}
