import { useTranslation } from 'react-i18next';
import {
  isDelivery,
  orderWhenText,
  receiptAddress,
  receiptOf,
  receiptRestaurant,
  receiptTexts,
  receiptVehicle,
  useLanguage,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import { handoffModeOf } from '../checkout/draft';
import { NS } from '../strings';
import './order-summary.css';
import { Price } from '@qsr/shared-ui';

/** The address the order goes to or is collected from, on one line. */
export function handoffAddress(order: Order, location: Location | null): string {
  if (isDelivery(order.handoff) && order.address) return receiptAddress(order.address);
  return location ? receiptRestaurant(location) : '';
}

/**
 * §2.8 what the customer confirms, and the confirm page repeats: the handoff type and
 * address, the one promised time (in the restaurant's zone, with its name), the curbside
 * vehicle and the total, written as the confirmation e-mail writes them: a delivery also names
 * the restaurant that makes it, under its address. `promised`: the placed order's time as its
 * status gives it, the same promise; `restaurantShown`: the page shows the restaurant apart, so
 * it is not repeated here (as an address or as a delivery's restaurant).
 */
export function OrderSummary({
  order,
  location,
  promised,
  restaurantShown = false,
}: {
  order: Order;
  location: Location | null;
  promised?: string;
  restaurantShown?: boolean;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const when = orderWhenText(order.time, location, language, Date.now(), promised);
  const { vehicle } = receiptOf(order);
  const texts = receiptTexts(language);
  const from = isDelivery(order.handoff) && !restaurantShown ? location : null;

  return (
    <dl className="checkout-summary">
      <div>
        <dt>{t('summaryHandoff')}</dt>
        <dd data-summary="handoff">{t(`handoff_${handoffModeOf(order)}`)}</dd>
      </div>
      {!(restaurantShown && !isDelivery(order.handoff)) && (
        <div>
          <dt>{t('summaryAddress')}</dt>
          <dd data-summary="address">{handoffAddress(order, location)}</dd>
        </div>
      )}
      {from && (
        <div>
          <dt>{texts.restaurant}</dt>
          <dd data-summary="restaurant">{receiptRestaurant(from)}</dd>
        </div>
      )}
      <div>
        <dt>{t('summaryTime')}</dt>
        <dd data-summary="time">{when}</dd>
      </div>
      {vehicle && (
        <div>
          <dt>{t('summaryVehicle')}</dt>
          <dd data-summary="vehicle">{receiptVehicle(vehicle, texts)}</dd>
        </div>
      )}
      <div>
        <dt>{t('summaryTotal')}</dt>
        <dd data-summary="total">
          <Price amount={order.totals.total} />
        </dd>
      </div>
    </dl>
  );
}
