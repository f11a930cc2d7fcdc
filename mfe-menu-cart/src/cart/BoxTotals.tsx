import {
  receiptOf,
  receiptTexts,
  useAppState,
  useLanguage,
  type Order,
} from '@qsr/shared-contracts';
import { Receipt } from '@qsr/shared-ui';

/**
 * §2.7 the totals block: the receipt's amounts without its lines (the box shows them above, to
 * be changed), so each amount has the same name here as at checkout and on the confirmation.
 * Checkout asks for the tip: until then the box shows a tip only when there is one. While a
 * change of the box is priced (here, at checkout, or a tip or round-up following it), the
 * figures read as old and the line above them says so, as checkout's totals do; and a delivery
 * address refused at checkout leaves no total here either.
 */
export function BoxTotals({ order }: { order: Order }) {
  const language = useLanguage();
  const { boxPricing, deliveryRefused } = useAppState();
  const pricing = boxPricing > 0;
  return (
    <div className="menuCart-totals">
      <p role="status" className="menuCart-totals-status">
        {pricing ? receiptTexts(language).updating : ''}
      </p>
      <Receipt
        receipt={receiptOf(order, { beforeCheckout: true, deliveryRefused })}
        language={language}
        lines={false}
        pricing={pricing}
      />
    </div>
  );
}
