import { formatMoney } from '@qsr/shared-contracts';

/**
 * An amount of money, in figures that line up, written by the contract's one formatter; with
 * the price it was, when it was cut.
 */
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
        <del className="ui-price-was">{formatMoney(was)}</del>
      )}
      {extra ? `+${formatMoney(amount)}` : formatMoney(amount)}
    </span>
  );
}
