let usd: Intl.NumberFormat | null = null;

/** §9: money in USD with 2 decimals. */
export function formatMoney(amount: number): string {
  // Made on first use: a formatter is costly to make, and a page without prices (the home
  // page) need not make one while it starts.
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  });
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** §9: a delivery fee of 0 shows FREE. */
export function formatDeliveryFee(amount: number, free = 'FREE'): string {
  return amount === 0 ? free : formatMoney(amount);
}
