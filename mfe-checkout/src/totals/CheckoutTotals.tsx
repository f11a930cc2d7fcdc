import { useTranslation } from 'react-i18next';
import { receiptOf, receiptTexts, useLanguage, type Order } from '@qsr/shared-contracts';
import { useBoxPricing } from '../pricing/pricing-store';
import { NS } from '../strings';
import { Card, Receipt } from '@qsr/shared-ui';
import './totals.css';

/** A receipt row's key (`subtotal`, `discount`, `delivery` …). */
type RowKey = ReturnType<typeof receiptOf>['rows'][number]['key'];

/**
 * What stays true of a box whose delivery the ordering API refused: its lines, their subtotal
 * and its discounts. The fees, the tax on them, the round-up and the total were priced for a
 * delivery that cannot happen (docs/decisions.md, "No total for a delivery we cannot make").
 */
const PRICED_WITHOUT_HANDOFF: RowKey[] = ['subtotal', 'discount'];

/**
 * The receipt of the ordering API's last answer (§4.1 step 5): the box's lines, fees, taxes,
 * tip, donation. While a change is being priced it says so and its figures are dimmed, never
 * shown as if they were current. The tip's row is there at $0.00 too (the receipt's rule), which
 * also keeps a typed tip, sent when its field loses the focus to a tap on Review order, from
 * adding a row that moves the button from under the finger. `undeliverable`: the API refused the
 * delivery address, so there is no total until an address it delivers to, or pickup, is chosen,
 * and it says so.
 */
export function CheckoutTotals({
  order,
  undeliverable = false,
}: {
  order: Order;
  undeliverable?: boolean;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const pricing = useBoxPricing();
  const receipt = receiptOf(order);

  return (
    <Card
      as="section"
      tone="flat"
      className="checkout-section checkout-totals"
      aria-labelledby="checkout-totals-heading"
      aria-busy={pricing}
    >
      <h2 id="checkout-totals-heading">{t('totals')}</h2>
      <p role="status" className="checkout-totals-status">
        {pricing ? receiptTexts(language).updating : ''}
      </p>
      <Receipt
        receipt={
          undeliverable
            ? {
                ...receipt,
                rows: receipt.rows.filter((row) => PRICED_WITHOUT_HANDOFF.includes(row.key)),
              }
            : receipt
        }
        language={language}
        pricing={pricing}
      />
      {undeliverable && (
        <p className="checkout-totals-unpriced" data-total="unpriced">
          {t('totalNotPriced')}
        </p>
      )}
    </Card>
  );
}
