import { receiptOf, useLanguage, type Order } from '@qsr/shared-contracts';
import { Receipt } from '@qsr/shared-ui';

/**
 * §2.7 the totals block: the receipt's amounts without its lines (the box shows them above, to
 * be changed), so each amount has the same name here as at checkout and on the confirmation.
 * Checkout asks for the tip: until then the box shows a tip only when there is one.
 */
export function BoxTotals({ order }: { order: Order }) {
  return (
    <Receipt
      receipt={receiptOf(order, { beforeCheckout: true })}
      language={useLanguage()}
      lines={false}
      className="menuCart-totals"
    />
  );
}
