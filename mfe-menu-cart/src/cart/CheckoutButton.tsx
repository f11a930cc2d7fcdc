import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  actions,
  CATERING_DELIVERY_MINIMUM,
  cateringDeliveryShortfall,
  formatMoney,
  useChannel,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Button, Notice } from '@qsr/shared-ui';

/**
 * 'Proceed to Checkout' with the total; on catering delivery whose total is under the $150
 * minimum (§5) it is disabled, the §8 notice says why, a line says how much more it needs and
 * one what the minimum counts (not the tip: it is set at checkout, which is closed until
 * then), and pickup is offered.
 */
export function CheckoutButton({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const channel = useChannel();
  const shortfall = cateringDeliveryShortfall(channel, order.handoff, order.totals);
  const belowMinimum = shortfall !== null;

  return (
    <div className="menuCart-checkout">
      {belowMinimum && (
        <>
          <Notice tone="warning" id="menuCart-minimum-notice">
            {t('cateringMinimum')}
          </Notice>
          <p id="menuCart-minimum-short" className="ui-field-hint">
            {t('cateringMinimumShort', {
              amount: formatMoney(shortfall),
              minimum: formatMoney(CATERING_DELIVERY_MINIMUM),
            })}
          </p>
          <p id="menuCart-minimum-counts" className="ui-field-hint">
            {t('cateringMinimumCounts')}
          </p>
          {/* 'Add More Items' is the box's own button; pickup has no minimum. */}
          <Button
            variant="secondary"
            className="menuCart-minimum-fix"
            onClick={() => {
              void actions.toggleHandoff('pickup').then((switched) => {
                if (!switched.ok || switched.value === null) return;
                actions.setShowCart(false);
                navigate(switched.value);
              });
            }}
          >
            {t('switchToPickup')}
          </Button>
        </>
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
        {t('proceedToCheckout', { total: formatMoney(order.totals.total) })}
      </Button>
    </div>
  );
}
