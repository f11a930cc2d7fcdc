import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  actions,
  useAppState,
  useModalDialog,
  useOnline,
  useOrder,
  useRestaurant,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { requestPlaceOrder } from '../submit/place-order-channel';
import { OrderSummary } from './OrderSummary';
import './order-confirmation.css';
import { buttonClass } from '@qsr/shared-ui';

const close = () => actions.setOrderConfirming(false);

/**
 * §2.8 'Are these details correct?': the handoff type and address, the time, the disclaimer,
 * Place Order and Return to checkout. Place Order works once: it stays disabled while the
 * order is being placed, so a double click places one order.
 */
export function OrderConfirmationDialog() {
  const { orderConfirming } = useAppState();
  const order = useOrder();
  if (!orderConfirming || !order) return null;
  return <ConfirmationDialog />;
}

function ConfirmationDialog() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const order = useOrder();
  const location = useRestaurant();
  const online = useOnline();
  const [placing, setPlacing] = useState(false);
  // A double click arrives before React re-renders the disabled button: the ref stops it.
  const inFlight = useRef(false);
  const dialog = useModalDialog<HTMLDivElement>(true, placing ? () => undefined : close);

  async function place() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      if (!(await requestPlaceOrder())) {
        close();
        navigate('/order/checkout');
      }
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  }

  return (
    <div className="checkout-dialog-backdrop">
      <div
        ref={dialog}
        className="checkout-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="checkout-dialog-title"
        aria-describedby="checkout-dialog-disclaimer"
        aria-busy={placing || undefined}
        data-boundary="checkout"
      >
        <h2 id="checkout-dialog-title">{t('confirmTitle')}</h2>
        {order && <OrderSummary order={order} location={location} />}
        <p id="checkout-dialog-disclaimer" className="checkout-disclaimer">
          {t('disclaimer')}
        </p>
        {!online && (
          <p id="checkout-dialog-offline" role="status" className="ui-notice ui-notice--warning">
            {t('checkoutOffline')}
          </p>
        )}
        <div className="checkout-dialog-actions">
          <button
            type="button"
            className={buttonClass({ block: true })}
            disabled={placing || !online}
            aria-describedby={online ? undefined : 'checkout-dialog-offline'}
            onClick={() => void place()}
          >
            {placing ? t('placing') : t('placeOrder')}
          </button>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            disabled={placing}
            onClick={close}
          >
            {t('returnToCheckout')}
          </button>
        </div>
      </div>
    </div>
  );
}
