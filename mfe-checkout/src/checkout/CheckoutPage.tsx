import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, useOrder } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { CheckoutForm } from './CheckoutForm';
import './checkout.css';
import { buttonClass, EmptyState } from '@qsr/shared-ui';

/**
 * /order/checkout (and the app's /app/payment): the box to a placed order (§4.1 steps 3–6).
 * `inApp`: the app's minimal layout, without the box (cart drawer) or the host's dialog.
 */
export function CheckoutPage({ inApp = false }: { inApp?: boolean }) {
  const { t } = useTranslation(NS);
  const order = useOrder();
  return (
    <Page boundary="checkout" title={t('checkout')} className="checkout-page">
      {order && order.products.length > 0 ? (
        <CheckoutForm key={order.id} order={order} inApp={inApp} />
      ) : (
        <EmptyState
          title={t('emptyBox')}
          action={
            <Link className={buttonClass()} to="/order">
              {t('startOrder')}
            </Link>
          }
        >
          <p>{t('emptyBoxBody')}</p>
        </EmptyState>
      )}
    </Page>
  );
}
