import { useTranslation } from 'react-i18next';
import { receiptOf, useLanguage, type Order, type ReceiptRowKey } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Card, Receipt } from '@qsr/shared-ui';

/**
 * The tip's row is there at $0.00 too: a typed tip goes to the order when its field loses the
 * focus, often to a tap on Review order below; a row appearing then moved the button from under
 * the finger, and the tap was lost.
 */
const ALWAYS: ReceiptRowKey[] = ['tip'];

/** The receipt of the last validate (§4.1 step 5): the box's lines, taxes, tip, donation. */
export function CheckoutTotals({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();

  return (
    <Card
      as="section"
      tone="flat"
      className="checkout-section checkout-totals"
      aria-labelledby="checkout-totals-heading"
    >
      <h2 id="checkout-totals-heading">{t('totals')}</h2>
      <Receipt receipt={receiptOf(order, { always: ALWAYS })} language={language} />
    </Card>
  );
}
