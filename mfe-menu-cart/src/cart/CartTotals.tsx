import { useTranslation } from 'react-i18next';
import { formatTotalRow, totalRows, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * §2.7 the totals block: subtotal, then the discount, delivery fee (FREE at 0, §9), fees,
 * tax, tip and round-up donation when they apply, then the total.
 */
export function CartTotals({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  return (
    <dl className="menuCart-totals">
      {totalRows(order).map((row) => (
        <div key={row.key} className={`menuCart-totals-row is-${row.key}`} data-total={row.key}>
          <dt>{t(`total_${row.key}`)}</dt>
          <dd>{formatTotalRow(row, t('free'))}</dd>
        </div>
      ))}
    </dl>
  );
}
