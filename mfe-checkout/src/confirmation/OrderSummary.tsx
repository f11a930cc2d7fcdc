import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  isDelivery,
  restaurantZone,
  useLanguage,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import { handoffModeOf } from '../checkout/draft';
import { NS } from '../strings';
import { formatDayTime, formatWhen } from '../time/handoff-time';
import './order-summary.css';

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

/**
 * §2.8 what the customer confirms, and the confirm page repeats: the handoff type and
 * address, the time (in the restaurant's zone) and the total.
 */
export function OrderSummary({ order, location }: { order: Order; location: Location | null }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const zone = restaurantZone(location);
  const { time } = order;
  const when =
    time.mode === 'scheduled' && time.wanted
      ? formatDayTime(time.wanted, zone, language)
      : time.earliest
        ? t('asapAround', { time: formatWhen(time.earliest, zone, language) })
        : t('asap');

  return (
    <dl className="co-summary">
      <div>
        <dt>{t('summaryHandoff')}</dt>
        <dd data-summary="handoff">{t(`handoff_${handoffModeOf(order)}`)}</dd>
      </div>
      <div>
        <dt>{t('summaryAddress')}</dt>
        <dd data-summary="address">{handoffAddress(order, location)}</dd>
      </div>
      <div>
        <dt>{t('summaryTime')}</dt>
        <dd data-summary="time">{when}</dd>
      </div>
      <div>
        <dt>{t('summaryTotal')}</dt>
        <dd data-summary="total">{formatMoney(order.totals.total)}</dd>
      </div>
    </dl>
  );
}
