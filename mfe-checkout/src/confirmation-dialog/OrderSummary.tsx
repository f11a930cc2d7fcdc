import { useTranslation } from 'react-i18next';
import {
  isDelivery,
  restaurantZone,
  useLanguage,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import { handoffModeOf, vehicleFieldId } from '../checkout/draft';
import { NS } from '../strings';
import { formatDayTime, formatWhen } from '../time/handoff-time';
import './order-summary.css';
import { Price } from '@qsr/shared-ui';

/** The address the order goes to or is collected from, on one line. */
export function handoffAddress(order: Order, location: Location | null): string {
  if (isDelivery(order.handoff) && order.address) {
    const { address, building, city, state, zip } = order.address;
    return [
      building ? `${address}, ${building}` : address,
      city,
      [state, zip].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (!location) return '';
  return `${location.name}, ${location.address}, ${location.city}, ${location.state} ${location.zip}`;
}

/** The curbside vehicle of the order's custom fields, as a customer says it, or null. */
export function vehicleOf(order: Order): Record<'make' | 'model' | 'color', string> | null {
  const field = (part: 'make' | 'model' | 'color') =>
    order.custom_fields?.find((f) => f.id === vehicleFieldId(part))?.value.trim() ?? '';
  const vehicle = { make: field('make'), model: field('model'), color: field('color') };
  return vehicle.make || vehicle.model || vehicle.color ? vehicle : null;
}

/**
 * §2.8 what the customer confirms, and the confirm page repeats: the handoff type and
 * address, the one promised time (in the restaurant's zone), the curbside vehicle and the
 * total. `promised`: the placed order's time as its status gives it, the same promise;
 * `restaurantShown`: the page shows the restaurant apart, so an order one collects there does
 * not repeat it as its address.
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
  const zone = restaurantZone(location);
  const { time } = order;
  const scheduled = time.mode === 'scheduled' ? (promised ?? time.wanted) : null;
  const soon = promised ?? time.earliest;
  const when = scheduled
    ? formatDayTime(scheduled, zone, language)
    : soon
      ? t('asapAround', { time: formatWhen(soon, zone, language) })
      : t('asap');
  const vehicle = order.handoff === 'curbside' ? vehicleOf(order) : null;

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
      <div>
        <dt>{t('summaryTime')}</dt>
        <dd data-summary="time">{when}</dd>
      </div>
      {vehicle && (
        <div>
          <dt>{t('summaryVehicle')}</dt>
          <dd data-summary="vehicle">{t('vehicleLine', vehicle).replace(/\s+/g, ' ').trim()}</dd>
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
