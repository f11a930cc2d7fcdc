import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  actions,
  formatMoney,
  isBelowCateringDeliveryMinimum,
  useChannel,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/**
 * 'Proceed to Checkout' with the total; on catering delivery whose total is under the $150
 * minimum (§5) it is disabled, the §8 notice says why and a line says what the minimum counts.
 */
export function CheckoutButton({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const channel = useChannel();
  const belowMinimum = isBelowCateringDeliveryMinimum(channel, order.handoff, order.totals);

  return (
    <div className="menuCart-checkout">
      {belowMinimum && (
        <>
          <p id="menuCart-minimum-notice" role="status" className="ui-notice ui-notice--warning">
            {t('cateringMinimum')}
          </p>
          <p id="menuCart-minimum-counts" className="ui-field-hint">
            {t('cateringMinimumCounts')}
          </p>
        </>
      )}
      <button
        type="button"
        className={`${buttonClass()} menuCart-checkout-button`}
        disabled={belowMinimum}
        aria-describedby={
          belowMinimum ? 'menuCart-minimum-notice menuCart-minimum-counts' : undefined
        }
        onClick={() => {
          actions.setShowCart(false);
          navigate('/order/checkout');
        }}
      >
        {t('proceedToCheckout', { total: formatMoney(order.totals.total) })}
      </button>
    </div>
  );
}
