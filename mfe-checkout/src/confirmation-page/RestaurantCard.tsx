import { useTranslation } from 'react-i18next';
import { formatPhone, locationDisplayName, type Location } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Card } from '@qsr/shared-ui';

/** A maps link that asks for the way to the restaurant, from wherever the customer is. */
/** A phone number that never wraps across lines: non-breaking space and hyphen. */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

export function directionsUrl(location: Location): string {
  const where = `${location.address}, ${location.city}, ${location.state} ${location.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(where)}`;
}

/** The restaurant of the order: its address, its phone and, to collect it, the way there. */
export function RestaurantCard({
  location,
  directions,
}: {
  location: Location;
  directions: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <Card
      as="section"
      tone="flat"
      className="checkout-confirm-restaurant"
      aria-labelledby="checkout-restaurant-heading"
    >
      <h2 id="checkout-restaurant-heading">{t('restaurantHeading')}</h2>
      <address>
        <strong>{locationDisplayName(location.name)}</strong>
        <br />
        {location.address}
        <br />
        {location.city}, {location.state} {location.zip}
      </address>
      <p className="checkout-restaurant-links">
        {location.phone && (
          <a href={`tel:+1${location.phone.replace(/\D/g, '')}`}>
            {unbroken(formatPhone(location.phone))}
          </a>
        )}
        {directions && (
          <a href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
            {t('directions')}
            <span className="ui-visually-hidden"> {t('opensNewTab')}</span>
          </a>
        )}
      </p>
    </Card>
  );
}
