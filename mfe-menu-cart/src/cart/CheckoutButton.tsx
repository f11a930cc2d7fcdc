import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  actions,
  CATERING_DELIVERY_MINIMUM,
  cateringDeliveryShortfall,
  deliveryRefusedFor,
  formatMoney,
  useChannel,
  useAppState,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Button } from '@qsr/shared-ui';

/**
 * 'Proceed to Checkout' with the total, standing at the box's foot; on catering delivery whose
 * total is under the $150 minimum (§5) it is disabled and a short line beside it says how much
 * more the total needs. The §8 notice (`CateringMinimumNotice`) flows under the totals, so this
 * row stays low enough to cover none of them on a phone. While a change of the box is priced,
 * or its delivery address was refused, neither the button nor the line beside it names an
 * amount: theirs would be from before the change, or for a delivery that cannot happen.
 */
export function CheckoutButton({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const channel = useChannel();
  const shortfall = cateringDeliveryShortfall(channel, order.handoff, order.totals);
  const belowMinimum = shortfall !== null;
  const { boxPricing, deliveryRefused } = useAppState();
  // Priced, or a refused delivery address (the receipts' rule): no total to name.
  const noTotal = boxPricing > 0 || deliveryRefusedFor(order, deliveryRefused);

  return (
    <div className="menuCart-checkout">
      {belowMinimum && !noTotal && (
        <p id="menuCart-minimum-short" className="ui-field-hint menuCart-minimum-short">
          {t('cateringMinimumShort', {
            amount: formatMoney(shortfall),
            minimum: formatMoney(CATERING_DELIVERY_MINIMUM),
          })}
        </p>
      )}
      <Button
        block
        disabled={belowMinimum}
        aria-describedby={
          belowMinimum
            ? 'menuCart-minimum-notice menuCart-minimum-short menuCart-minimum-counts'
            : undefined
        }
        onClick={() => {
          actions.setShowCart(false);
          navigate('/order/checkout');
        }}
      >
        {noTotal
          ? t('proceedToCheckoutNoTotal')
          : t('proceedToCheckout', { total: formatMoney(order.totals.total) })}
      </Button>
    </div>
  );
}
