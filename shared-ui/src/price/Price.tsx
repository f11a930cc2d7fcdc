/** One formatter for the site's money (en-US dollars, as §9 writes them), made once. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(amount: number): string {
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** An amount of money, in figures that line up; with the price it was, when it was cut. */
export function Price({
  amount,
  was,
  size = 'md',
  className,
}: {
  amount: number;
  was?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const classes = ['ui-price', `ui-price--${size}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {was !== undefined && was !== amount && (
        <del className="ui-price-was">{formatPrice(was)}</del>
      )}
      {formatPrice(amount)}
    </span>
  );
}
