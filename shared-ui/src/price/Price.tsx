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
  extra = false,
  className,
}: {
  amount: number;
  was?: number;
  size?: 'sm' | 'md' | 'lg';
  /** A cost on top of a price (a choice's), written with its plus sign and not in bold. */
  extra?: boolean;
  className?: string;
}) {
  const classes = ['ui-price', `ui-price--${size}`, extra && 'ui-price--extra', className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      {was !== undefined && was !== amount && (
        <del className="ui-price-was">{formatPrice(was)}</del>
      )}
      {extra ? `+${formatPrice(amount)}` : formatPrice(amount)}
    </span>
  );
}
