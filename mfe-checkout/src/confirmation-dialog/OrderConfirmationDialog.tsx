import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actions, useAppState, useOnline, useOrder, useRestaurant } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { requestPlaceOrder } from '../submit/place-order-channel';
import { useOrderRestaurant } from '../confirmation-page/use-order-restaurant';
import { OrderSummary } from './OrderSummary';
import { Button, Dialog, Notice } from '@qsr/shared-ui';
import './order-confirmation.css';

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
  // The restaurant whose menu the box is from, as the confirmation page names it.
  const location = useOrderRestaurant(order, useRestaurant());
  const online = useOnline();
  const [placing, setPlacing] = useState(false);
  // A double click arrives before React re-renders the disabled button: the ref stops it.
  const inFlight = useRef(false);

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
    <Dialog
      open
      onClose={placing ? () => undefined : close}
      closeOnScrim={false}
      title={t('confirmTitle')}
      aria-describedby="checkout-dialog-disclaimer"
      aria-busy={placing || undefined}
      data-boundary="checkout"
      actionsLayout="stack"
      actions={
        <>
          <Button
            block
            disabled={placing || !online}
            aria-describedby={online ? undefined : 'checkout-dialog-offline'}
            onClick={() => void place()}
          >
            {placing ? t('placing') : t('placeOrder')}
          </Button>
          <Button variant="secondary" disabled={placing} onClick={close}>
            {t('returnToCheckout')}
          </Button>
        </>
      }
    >
      {order && <OrderSummary order={order} location={location} />}
      <p id="checkout-dialog-disclaimer" className="checkout-disclaimer">
        {t('disclaimer')}
      </p>
      {!online && (
        <Notice tone="warning" id="checkout-dialog-offline">
          {t('checkoutOffline')}
        </Notice>
      )}
    </Dialog>
  );
}
