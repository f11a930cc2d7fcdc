import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  isDelivery,
  isFinalStatus,
  Page,
  receiptOf,
  restaurantZone,
  useLanguage,
  useAppState,
  useRead,
  useRestaurant,
  type Order,
} from '@qsr/shared-contracts';
import '../checkout/checkout.css';
import './confirm.css';
import { OrderSummary } from '../confirmation-dialog/OrderSummary';
import { NS } from '../strings';
import { useNow } from './arrival';
import { AddToCalendar } from './AddToCalendar';
import { ArrivalNotice } from './ArrivalNotice';
import { CourierOnWay } from './CourierOnWay';
import { OrderTracker } from './OrderTracker';
import { OrderMissing } from './OrderMissing';
import { RestaurantCard } from './RestaurantCard';
import { useArrival } from './use-arrival';
import { useOrderRestaurant } from './use-order-restaurant';
import { useOrderStatus } from './use-order-status';
import { Card, Receipt, Skeleton } from '@qsr/shared-ui';

/** The clock the arrival button follows besides the status polls. */
const CLOCK_TICK_MS = 5_000;

/**
 * /order/confirm (and /app/confirm), an order confirmation a customer can use: the short
 * number to read out at the counter, the status polled until final (§4.1 step 7), the one
 * promised time in the restaurant's zone, the restaurant with the way there, the curbside
 * vehicle, the receipt (the items with their choices and every amount to the total), and
 * 'I'm here' (step 8) from shortly before the promised time. The order's id is in the address,
 * so a reload keeps the page; an id the ordering API does not show this customer (unknown, or
 * another member's) gets a not-found page and nothing of an order.
 */
export function OrderConfirmPage() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const chosen = useRestaurant();
  const active = useAppState().activeOrder as Order | null;
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? active?.id ?? null;
  const {
    data: fetched,
    error: readError,
    mutate: readAgain,
  } = useRead('order', orderId ? [orderId] : null);
  // The placed order as the API keeps it (with its payments); the box it was until it answers.
  const order = fetched ?? (active?.id === orderId ? active : null);
  const location = useOrderRestaurant(order, chosen);
  const { status, failed, setStatus } = useOrderStatus(order ? orderId : null, null);
  const now = useNow(CLOCK_TICK_MS);
  const arrival = useArrival(orderId, setStatus);
  const promised =
    status?.ready_at ??
    (order?.time.mode === 'scheduled' ? order.time.wanted : order?.time.earliest) ??
    undefined;
  const number = status?.number ?? order?.number;
  const zone = restaurantZone(location);

  if (!orderId || !order) {
    return <OrderMissing orderId={orderId} readError={readError} onRetry={() => readAgain()} />;
  }

  return (
    <Page boundary="checkout" title={t('orderPlaced')} className="checkout-page checkout-confirm">
      <Card tone="flat" className="checkout-section checkout-confirm-head">
        <p className="checkout-order-number">
          {t('orderNumber')}
          <strong data-order-number>{number ?? orderId}</strong>
        </p>
        <p role="status" className="checkout-status">
          {status ? (
            <>
              {t('statusLabel')}: <strong>{t(`status_${status.status}`)}</strong>
            </>
          ) : (
            !failed && <Skeleton width="quarter" />
          )}
        </p>
        {failed && <p className="ui-field-hint">{t('statusFailed')}</p>}
        <OrderTracker handoff={order.handoff} status={status} zone={zone} now={now} />
        {status && (
          <CourierOnWay order={order} status={status} location={location} zone={zone} now={now} />
        )}
        <OrderSummary
          order={order}
          location={location}
          promised={promised}
          restaurantShown={location !== null}
        />
        {/* Shown once the status says the order is still to come (or cannot say), so that it
            never shows and then goes for an order already collected. */}
        {order.time.mode === 'scheduled' &&
          promised &&
          (status ? !isFinalStatus(status.status) : failed) && (
            <AddToCalendar
              order={order}
              number={number ?? orderId}
              promised={promised}
              location={location}
            />
          )}
        {/* Last in the card: it comes with the status, and moves nothing above it. */}
        <ArrivalNotice
          order={order}
          status={status}
          promised={promised}
          now={now}
          zone={zone}
          arrival={arrival}
        />
      </Card>
      {location && <RestaurantCard location={location} directions={!isDelivery(order.handoff)} />}
      <Card
        as="section"
        tone="flat"
        className="checkout-items"
        aria-labelledby="checkout-items-heading"
      >
        <h2 id="checkout-items-heading">{t('itemsHeading')}</h2>
        <Receipt receipt={receiptOf(order, { status })} language={language} />
      </Card>
      <p>
        <Link to="/menu">{t('orderAgain')}</Link>
      </p>
    </Page>
  );
}
