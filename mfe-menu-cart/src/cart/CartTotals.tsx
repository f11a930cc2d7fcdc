import { useTranslation } from 'react-i18next';
import { formatDeliveryFee, formatMoney, isDelivery, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * §2.7 the totals block: subtotal, then the discount, delivery fee (FREE at 0, §9), fees,
 * tax, tip and round-up donation when they apply, then the total.
 */
export function CartTotals({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const { totals } = order;
  const rows: Array<[key: string, label: string, value: string]> = [
    ['subtotal', t('subtotal'), formatMoney(totals.subtotal)],
  ];
  if (totals.discount > 0)
    rows.push(['discount', t('discount'), `−${formatMoney(totals.discount)}`]);
  if (isDelivery(order.handoff)) {
    rows.push(['delivery', t('deliveryFee'), formatDeliveryFee(totals.handoff, t('free'))]);
  }
  if (totals.fees > 0) rows.push(['fees', t('fees'), formatMoney(totals.fees)]);
  rows.push(['tax', t('tax'), formatMoney(totals.tax)]);
  if (totals.tip > 0) rows.push(['tip', t('tip'), formatMoney(totals.tip)]);
  if (totals.donations > 0) rows.push(['donation', t('donation'), formatMoney(totals.donations)]);
  rows.push(['total', t('total'), formatMoney(totals.total)]);

  return (
    <dl className="mc-totals" aria-label={t('totals')}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={`mc-totals-row is-${key}`} data-total={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
