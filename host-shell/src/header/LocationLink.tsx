import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDelivery, locationsPath, useHandoff, useRestaurant } from '@qsr/shared-contracts';
import { MOBILE_ADDRESS_LENGTH, shorten } from './shorten';
import { useSiteConfig } from '../site/site-config-context';

/**
 * §2.3, §2.5, §9: the chosen restaurant's address (first 20 characters and an ellipsis; 15 in
 * the bottom bar), or while delivering the address delivered to; without a restaurant the
 * find-a-restaurant label with the brand name and the two ways to search (pickup, delivery).
 */
export function LocationLink({
  className = '',
  length = MOBILE_ADDRESS_LENGTH,
  withModes = true,
}: {
  className?: string;
  length?: number;
  withModes?: boolean;
}) {
  const { t } = useTranslation();
  const location = useRestaurant();
  // The box's handoff, or without a box the last order's: a delivery stays one after it is placed.
  const handoff = useHandoff();
  const { brandName } = useSiteConfig();
  if (location) {
    const delivery = isDelivery(handoff.handoff) ? handoff.address : null;
    const address = delivery?.address ?? location.address;
    return (
      // The name comes from hidden text, not aria-label: a name ought to contain its visible
      // words (WCAG 2.5.3), and a shortened address ends in a cut word.
      <Link
        to={delivery ? locationsPath('delivery') : '/locations'}
        className={`host-location-link ${className}`}
      >
        <span aria-hidden="true">{shorten(address, length)}</span>
        <span className="ui-visually-hidden">
          {t(delivery ? 'deliveringTo' : 'yourRestaurantAt', { address })}
        </span>
      </Link>
    );
  }
  return (
    <span className={`host-location-find ${className}`}>
      <Link to="/locations" className="host-location-link">
        {t('findBrandRestaurant', { brand: brandName })}
      </Link>
      {withModes && (
        <span className="host-location-modes">
          <Link to={locationsPath('pickup')}>{t('pickup')}</Link>
          <Link to={locationsPath('delivery')}>{t('delivery')}</Link>
        </span>
      )}
    </span>
  );
}
