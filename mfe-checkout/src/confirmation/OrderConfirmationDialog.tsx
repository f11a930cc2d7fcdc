import { useTranslation } from 'react-i18next';
import { actions, useAppState, useModalDialog } from '@qsr/shared-contracts';
import { NS } from '../strings';
import './order-confirmation.css';

const close = () => actions.setOrderConfirming(false);

/** §2.8 'Are these details correct?' (first version: title, disclaimer, return to checkout). */
export function OrderConfirmationDialog() {
  const { t } = useTranslation(NS);
  const { orderConfirming } = useAppState();
  const dialog = useModalDialog<HTMLDivElement>(orderConfirming, close);
  if (!orderConfirming) return null;
  return (
    <div className="co-dialog-backdrop">
      <div
        ref={dialog}
        className="co-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="co-dialog-title"
        aria-describedby="co-dialog-disclaimer"
        data-boundary="checkout"
      >
        <h2 id="co-dialog-title">{t('confirmTitle')}</h2>
        <p id="co-dialog-disclaimer">{t('disclaimer')}</p>
        <button type="button" className="co-button-secondary" onClick={close}>
          {t('returnToCheckout')}
        </button>
      </div>
    </div>
  );
}
