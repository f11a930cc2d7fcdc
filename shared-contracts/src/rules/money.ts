/**
 * §9: money in USD with 2 decimals, as en-US writes it (`$1,234.50`, `-$0.30`). Written out
 * rather than with Intl.NumberFormat: making that formatter costs a phone tens of milliseconds
 * of a page's start, for a format this simple.
 */
export function formatMoney(amount: number): string {
  // Rounded from the number's decimal digits (1.005 → 1.01, as Intl rounds), not its binary value.
  const [digits, exponent = '0'] = String(Math.abs(Number.isFinite(amount) ? amount : 0)).split(
    'e',
  );
  const cents = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** §9: a delivery fee of 0 shows FREE. */
export function formatDeliveryFee(amount: number, free = 'FREE'): string {
  return amount === 0 ? free : formatMoney(amount);
}
