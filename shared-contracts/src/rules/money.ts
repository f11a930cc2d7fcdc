const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** §9: money in USD with 2 decimals. */
export function formatMoney(amount: number): string {
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** §9: a delivery fee of 0 shows FREE. */
export function formatDeliveryFee(amount: number, free = 'FREE'): string {
  return amount === 0 ? free : formatMoney(amount);
}
