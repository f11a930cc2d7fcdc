/**
 * One formatter for every amount, made at the first amount shown: making an `Intl.NumberFormat`
 * is the costly part (ICU's data, 60 ms of a phone's main thread the first time), using it is
 * not. Made when the host's start imported this module, it was the longest task of the page's
 * start; made at the first amount, it waits until an amount is shown.
 */
let usd: Intl.NumberFormat | undefined;

const usdFormatter = () =>
  (usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    // An amount that rounds to zero shows `$0.00`, never `-$0.00`.
    signDisplay: 'negative',
  }));

/** §9: money in USD with 2 decimals, as en-US writes it (`$1,234.50`, `-$0.30`). */
export function formatMoney(amount: number): string {
  return usdFormatter().format(Number.isFinite(amount) ? amount : 0);
}

/** §9: a delivery fee of 0 shows FREE. */
export function formatDeliveryFee(amount: number, free = 'FREE'): string {
  return amount === 0 ? free : formatMoney(amount);
}
