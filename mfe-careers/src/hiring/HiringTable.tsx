import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoPoint } from '@qsr/shared-contracts';
import { hiringRestaurantsNear } from '../search/job-search';
import { useCareersTable } from '../search/job-reads';
import { HiringMap } from './HiringMap';
import { NS } from '../strings';
import { buttonClass, EmptyState, SkeletonList } from '@qsr/shared-ui';
import { Link } from 'react-router';

/** Where "near the customer" is measured from, and how to name it. */
export interface CustomerPlace {
  point: GeoPoint;
  label: string;
}

type Order = 'nearest' | 'farthest';

/**
 * The careers table (§3 Job location) from the spreadsheet-database service: restaurants hiring,
 * nearest first from the customer's place when it is known, sortable by distance.
 */
export function HiringTable({ place }: { place: CustomerPlace | undefined }) {
  const { t } = useTranslation(NS);
  const { data, error, isLoading, mutate } = useCareersTable();
  const [order, setOrder] = useState<Order>('nearest');

  let body;
  if (error && !data) {
    body = (
      <div className="careers-state" role="alert">
        <p>{t('restaurantsFailed')}</p>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => void mutate()}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  } else if (!data) {
    body = isLoading ? <SkeletonList label={t('loadingRestaurants')} rows={4} /> : null;
  } else if (data.length === 0) {
    body = (
      <EmptyState
        title={t('noRestaurants')}
        headingLevel={3}
        action={
          <Link className={buttonClass({ variant: 'secondary' })} to="/positions">
            {t('seeAllPositions')}
          </Link>
        }
      >
        <p>{t('noRestaurantsBody')}</p>
      </EmptyState>
    );
  } else {
    const rows = hiringRestaurantsNear(data, place?.point, order);
    const next: Order = order === 'nearest' ? 'farthest' : 'nearest';
    body = (
      <>
        <HiringMap restaurants={rows} label={t('hiringMap')} />
        {/* Scrolls sideways on a phone: a named region the keyboard can reach and scroll. */}
        <section
          className="careers-table-scroll"
          tabIndex={0}
          aria-labelledby="careers-hiring-caption"
        >
          <table className="careers-table">
            <caption id="careers-hiring-caption">{t('hiringCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('streetAddress')}</th>
                <th scope="col">{t('city')}</th>
                <th scope="col">{t('state')}</th>
                {place && (
                  <th scope="col" aria-sort={order === 'nearest' ? 'ascending' : 'descending'}>
                    <button
                      type="button"
                      className="careers-sort"
                      onClick={() => setOrder(next)}
                      aria-label={`${t('distance')}: ${t(next === 'nearest' ? 'sortNearest' : 'sortFarthest')}`}
                    >
                      {t('distance')}
                      <span aria-hidden="true">{order === 'nearest' ? ' ▲' : ' ▼'}</span>
                    </button>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ row, distance }) => (
                // The franchise id stays in the data (the row's key), never on screen.
                <tr key={row['Franchise ID']}>
                  <td>{row['Street Address']}</td>
                  <td>{row.City}</td>
                  <td>{row.State}</td>
                  {place && <td>{t('milesAway', { miles: distance?.toFixed(1) })}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </>
    );
  }

  return (
    <section className="careers-hiring" aria-labelledby="careers-hiring-heading">
      <h2 id="careers-hiring-heading">{t('hiringHeading')}</h2>
      <p>{place ? t('hiringNearFrom', { place: place.label }) : t('hiringNoPlace')}</p>
      {body}
    </section>
  );
}
