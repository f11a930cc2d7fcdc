import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, locationDisplayName, type Location } from '@qsr/shared-contracts';
import { cardClass } from '@qsr/shared-ui';
import { NS } from '../strings';
import { OpenStatus } from './OpenStatus';

/** One restaurant of a list: where it is, how far, its hours today, and what to do with it. */
export function LocationCard({
  location,
  number,
  now,
  current,
  children,
}: {
  location: Location;
  /** Its number on the map, when it is on the map. */
  number?: number;
  now: Date;
  current: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <li
      className={`${cardClass()} locator-result${number === undefined ? ' locator-result-plain' : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      {number !== undefined && (
        <span className="locator-result-number" aria-hidden="true">
          {number}
        </span>
      )}
      <h2>{locationDisplayName(location.name)}</h2>
      <p>
        {location.address}, {location.city}, {location.state} {location.zip}
      </p>
      {location.distance !== undefined && (
        <p>{t('milesAway', { miles: location.distance.toFixed(1) })}</p>
      )}
      <OpenStatus location={location} now={now} />
      {location.phone && <p>{formatPhone(location.phone)}</p>}
      {current && <p className="locator-chosen">{t('yourRestaurant')}</p>}
      <div className="locator-result-actions">{children}</div>
    </li>
  );
}
