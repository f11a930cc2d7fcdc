import { useTranslation } from 'react-i18next';
import {
  formatPromised,
  locationDisplayName,
  useExposedModule,
  useLanguage,
  type Location,
  type Order,
  type OrderStatus,
} from '@qsr/shared-contracts';
import { NS } from '../strings';

/** Within this, the arrival is said in minutes too. */
const SOON_MS = 60 * 60_000;

/**
 * A delivery on its way: when the courier should be at the door (in minutes too, while that is
 * within the hour), and the courier on the locator's map between the restaurant and the door.
 * Without the locator the sentence is enough: the map is left out.
 */
export function CourierOnWay({
  order,
  status,
  location,
  zone,
  now,
}: {
  order: Order;
  status: OrderStatus;
  location: Location | null;
  zone: string;
  now: number;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const map = useExposedModule('locator', './location-map');
  const courier = status.courier;
  if (!courier) return null;
  const time = formatPromised(courier.arrives_at, zone, language, now);
  const left = Date.parse(courier.arrives_at) - now;
  const minutes = Math.max(1, Math.round(left / 60_000));
  const door = order.address;
  const markers = [
    { id: 'courier', label: t('courierMarker'), lat: courier.lat, lng: courier.lng },
    ...(door?.lat !== undefined && door.lng !== undefined
      ? [{ id: 'door', label: t('doorMarker'), lat: door.lat, lng: door.lng }]
      : []),
    ...(location
      ? [
          {
            id: 'restaurant',
            label: locationDisplayName(location.name),
            lat: location.lat,
            lng: location.lng,
          },
        ]
      : []),
  ];
  const LocationMap = map.status === 'ready' ? map.module.default : null;
  return (
    <div className="checkout-courier" data-courier>
      <p>
        {left > 0 && left <= SOON_MS
          ? t('courierSoon', { minutes, time })
          : t('courierOnWay', { time })}
      </p>
      {LocationMap && (
        <>
          <LocationMap placement="modal" label={t('courierMapLabel')} markers={markers} apart />
          {/* The pins are numbered: this is the list their numbers match. */}
          <ol className="checkout-courier-legend">
            {markers.map((marker) => (
              <li key={marker.id}>{marker.label}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
