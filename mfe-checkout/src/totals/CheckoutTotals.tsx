import { useTranslation } from 'react-i18next';
import { formatTotalRow, totalRows, type Order, type TotalRow } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Card, Price } from '@qsr/shared-ui';

/**
 * The tip's row is there at $0.00 too: a typed tip goes to the order when its field loses the
 * focus, often to a tap on Review order below; a row appearing then moved the button from under
 * the finger, and the tap was lost.
 */
const ALWAYS: readonly TotalRow[] = ['tip'];

/** The box's lines and the totals of the last validate (§4.1 step 5): taxes, tip, donation. */
export function CheckoutTotals({ order }: { order: Order }) {
  const { t } = useTranslation(NS);

  return (
    <Card
      as="section"
      tone="flat"
      className="checkout-section checkout-totals"
      aria-labelledby="checkout-totals-heading"
    >
      <h2 id="checkout-totals-heading">{t('totals')}</h2>
      <ul className="checkout-lines">
        {order.products.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <Price amount={line.cost.total} />
          </li>
        ))}
      </ul>
      <dl>
        {totalRows(order, ALWAYS).map((row) => (
          <div key={row.key} className={`checkout-total-row is-${row.key}`} data-total={row.key}>
            <dt>{t(`total_${row.key}`)}</dt>
            <dd>{formatTotalRow(row, t('free'))}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
