import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shorten, useLocation } from '@qsr/shared-contracts';
import { useSiteConfig } from '../site/site-config-context';

/** §2.5/§9: the first 20 characters of the address with an ellipsis, or find-a-{brand}. */
export const LOCATION_LINK_LENGTH = 20;

export function LocationLink() {
  const { t } = useTranslation();
  const location = useLocation();
  const { brandName } = useSiteConfig();
  return (
    <Link
      to="/locations"
      className="host-location-link"
      aria-label={location ? t('yourRestaurantAt', { address: location.address }) : undefined}
    >
      {location
        ? shorten(location.address, LOCATION_LINK_LENGTH)
        : t('findBrandRestaurant', { brand: brandName })}
    </Link>
  );
}
