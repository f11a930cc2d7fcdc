/** The shapes a field can hold its value in as the customer types. */
export type Mask = 'phone' | 'card' | 'expiry' | 'zip';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The value as the mask shows it; only digits are kept, so a paste in any shape works. */
export function applyMask(mask: Mask, value: string): string {
  switch (mask) {
    case 'phone': {
      // A pasted +1 (the US country code) is not part of the ten digits.
      const all = value.replace(/\D/g, '');
      const d = (all.length === 11 && all.startsWith('1') ? all.slice(1) : all).slice(0, 10);
      if (d.length <= 3) return d.length ? `(${d}` : '';
      if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
      return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
    }
    case 'card':
      return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
    case 'expiry': {
      const d = digits(value, 4);
      return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
    }
    case 'zip':
      return digits(value, 5);
  }
}

/** What the keyboard of a phone should offer for a mask. */
export const MASK_INPUT_MODE: Record<Mask, 'tel' | 'numeric'> = {
  phone: 'tel',
  card: 'numeric',
  expiry: 'numeric',
  zip: 'numeric',
};
