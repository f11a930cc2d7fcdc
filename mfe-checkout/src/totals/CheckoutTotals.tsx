import { useTranslation } from 'react-i18next';
import { formatDeliveryFee, formatMoney, isDelivery, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** The box's lines and the totals of the last validate (§4.1 step 5): taxes, tip, donation. */
export function CheckoutTotals({ order }: { order: Order }) {
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
    <section className="co-section co-totals" aria-labelledby="co-totals-heading">
      <h2 id="co-totals-heading">{t('totals')}</h2>
      <ul className="co-lines">
        {order.products.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatMoney(line.cost.total)}</span>
          </li>
        ))}
      </ul>
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} className={`co-total-row is-${key}`} data-total={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
