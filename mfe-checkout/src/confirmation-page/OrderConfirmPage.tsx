import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ApiError,
  arrivalOpensAt,
  fillText,
  formatPromised,
  isDelivery,
  Page,
  receiptOf,
  receiptTexts,
  restaurantZone,
  signalArrival,
  useLanguage,
  useRead,
  useActiveOrder,
  useRestaurant,
} from '@qsr/shared-contracts';
import { canSignalArrival } from './order-status';
import '../checkout/checkout.css';
import './confirm.css';
import { OrderSummary } from '../confirmation-dialog/OrderSummary';
import { NS } from '../strings';
import { canArrive, useNow } from './arrival';
import { RestaurantCard } from './RestaurantCard';
import { useOrderRestaurant } from './use-order-restaurant';
import { useOrderStatus } from './use-order-status';
import { buttonClass, Card, EmptyState, Receipt, RetryNotice } from '@qsr/shared-ui';

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
  const active = useActiveOrder();
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
  const [arrived, setArrived] = useState(false);
  const [arriving, setArriving] = useState(false);
  const [arrivalError, setArrivalError] = useState<string | null>(null);
  const zone = restaurantZone(location);
  // 'I'm here' and when it opens, in the words the confirmation e-mail uses.
  const arrival = receiptTexts(language);
  const promised =
    status?.ready_at ??
    (order?.time.mode === 'scheduled' ? order.time.wanted : order?.time.earliest) ??
    undefined;
  const number = status?.number ?? order?.number;

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
      <Page boundary="checkout" title={t('orderPlaced')} className="checkout-page">
        <EmptyState
          title={t('noOrder')}
          action={
            <Link className={buttonClass()} to="/order">
              {t('orderAgain')}
            </Link>
          }
        >
          <p>{t('noOrderBody')}</p>
        </EmptyState>
      </Page>
    );
  }

  if (!order) {
    const notFound = readError instanceof ApiError && readError.status === 404;
    return (
      <Page
        boundary="checkout"
        title={notFound ? t('orderNotFound') : t('itemsHeading')}
        className="checkout-page"
      >
        {notFound ? (
          <EmptyState
            title={t('orderNotFoundTitle')}
            action={
              <Link className={buttonClass()} to="/order">
                {t('orderAgain')}
              </Link>
            }
          >
            <p>{t('orderNotFoundBody')}</p>
          </EmptyState>
        ) : readError ? (
          <RetryNotice
            message={t('orderFailed')}
            retryLabel={t('retry')}
            onRetry={() => readAgain()}
          />
        ) : (
          <p role="status">{t('orderLoading')}</p>
        )}
      </Page>
    );
  }

  const collects = status !== null && canSignalArrival(order.handoff, status.status);
  const mayArrive = status !== null && canArrive(order.handoff, status.status, promised, now);

  return (
    <Page boundary="checkout" title={t('orderPlaced')} className="checkout-page checkout-confirm">
      <Card as="section" tone="flat" className="checkout-section checkout-confirm-head">
        <p className="checkout-order-number">
          {t('orderNumber')}
          <strong data-order-number>{number ?? orderId}</strong>
        </p>
        <p role="status" className="checkout-status">
          {status && (
            <>
              {t('statusLabel')}: <strong>{t(`status_${status.status}`)}</strong>
            </>
          )}
        </p>
        {failed && <p className="ui-field-hint">{t('statusFailed')}</p>}
        <OrderSummary
          order={order}
          location={location}
          promised={promised}
          restaurantShown={location !== null}
        />
        {collects && !arrived && mayArrive && (
          <button
            type="button"
            className={buttonClass({ block: true })}
            disabled={arriving}
            onClick={() => void arrive()}
          >
            {arrival.imHere}
          </button>
        )}
        {collects && !arrived && !mayArrive && promised && (
          <p className="ui-field-hint" data-arrival-from>
            {fillText(arrival.arrivalFrom, {
              time: formatPromised(
                new Date(arrivalOpensAt(promised)).toISOString(),
                zone,
                language,
                now,
              ),
            })}
          </p>
        )}
        {arrived && <p className="ui-ok">{t('arrived')}</p>}
        {arrivalError && (
          <p role="alert" className="ui-field-error">
            {arrivalError}
          </p>
        )}
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
