import { useTranslation } from 'react-i18next';
import {
  receiptOf,
  receiptTexts,
  useAppState,
  useLanguage,
  type Order,
} from '@qsr/shared-contracts';
import { useBoxPricing } from '../pricing/pricing-store';
import { NS } from '../strings';
import { Card, Receipt } from '@qsr/shared-ui';
import './totals.css';

/**
 * The receipt of the ordering API's last answer (§4.1 step 5): the box's lines, fees, taxes,
 * tip, donation. While a change is being priced it says so and its figures are dimmed, never
 * shown as if they were current. The tip's row is there at $0.00 too (the receipt's rule), which
 * also keeps a typed tip, sent when its field loses the focus to a tap on Review order, from
 * adding a row that moves the button from under the finger. A delivery address the API refused
 * leaves no total until an address it delivers to, or pickup, is chosen (the state's
 * `deliveryRefused`, which the box's totals read too), and the receipt says so.
 */
export function CheckoutTotals({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const pricing = useBoxPricing();
  const { deliveryRefused } = useAppState();

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
        receipt={receiptOf(order, { deliveryRefused })}
        language={language}
        pricing={pricing}
      />
    </Card>
  );
}
