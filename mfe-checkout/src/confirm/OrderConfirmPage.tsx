import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  canSignalArrival,
  Page,
  signalArrival,
  restaurantZone,
  useLanguage,
  useRead,
} from '@qsr/shared-contracts';
import '../checkout/checkout.css';
import '../ui/buttons.css';
import { OrderSummary } from '../confirmation/OrderSummary';
import { NS } from '../strings';
import { formatWhen } from '../time/handoff-time';
import { useOrderStatus } from './use-order-status';
import { usePlacedOrder, useRestaurant } from '../checkout/snapshots';

/**
 * /order/confirm (and /app/confirm): the order number, its status polled until final (§4.1
 * step 7) and 'I'm here' for pickup and curbside (step 8). The number is in the address, so
 * a reload keeps the page.
 */
export function OrderConfirmPage() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const location = useRestaurant();
  const active = usePlacedOrder();
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? active?.id ?? null;
  const { data: fetched } = useRead('order', orderId && active?.id !== orderId ? [orderId] : null);
  const order = active?.id === orderId ? active : (fetched ?? null);
  const { status, failed, setStatus } = useOrderStatus(orderId, null);
  const [arrived, setArrived] = useState(false);
  const [arriving, setArriving] = useState(false);
  const [arrivalError, setArrivalError] = useState<string | null>(null);
  const zone = restaurantZone(location);

  async function arrive() {
    if (!orderId) return;
    setArriving(true);
    setArrivalError(null);
    try {
      setStatus(await signalArrival(orderId, { mode: 'suppress' }));
      setArrived(true);
    } catch (error) {
      setArrivalError(error instanceof Error ? error.message : String(error));
    } finally {
      setArriving(false);
    }
  }

  if (!orderId) {
    return (
      <Page boundary="checkout" title={t('orderPlaced')} className="co-page">
        <p>{t('noOrder')}</p>
        <Link className="co-button" to="/menu">
          {t('orderAgain')}
        </Link>
      </Page>
    );
  }

  return (
    <Page boundary="checkout" title={t('orderPlaced')} className="co-page co-confirm">
      <section className="co-section">
        <p className="co-order-number">
          {t('orderNumber')}: <strong data-order-number>{orderId}</strong>
        </p>
        <p role="status" className="co-status">
          {status && (
            <>
              {t('statusLabel')}: <strong>{t(`status_${status.status}`)}</strong>
              {status.ready_at &&
                status.status !== 'completed' &&
                status.status !== 'cancelled' && (
                  <> · {t('readyAt', { time: formatWhen(status.ready_at, zone, language) })}</>
                )}
            </>
          )}
        </p>
        {failed && <p className="co-hint">{t('statusFailed')}</p>}
        {order && <OrderSummary order={order} location={location} />}
        {order && status && canSignalArrival(order.handoff, status.status) && !arrived && (
          <button
            type="button"
            className="co-button"
            disabled={arriving}
            onClick={() => void arrive()}
          >
            {t('imHere')}
          </button>
        )}
        {arrived && <p className="co-ok">{t('arrived')}</p>}
        {arrivalError && (
          <p role="alert" className="co-field-error">
            {arrivalError}
          </p>
        )}
        <Link to="/menu">{t('orderAgain')}</Link>
      </section>
    </Page>
  );
}
