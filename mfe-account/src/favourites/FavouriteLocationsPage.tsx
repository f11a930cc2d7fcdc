import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, locationDisplayName, useAppState } from '@qsr/shared-contracts';
import { FormErrors } from '../forms/FormErrors';
import { MemberPage } from '../session/MemberPage';
import { useRemove } from '../session/use-remove';
import { useSubmit } from '../forms/use-submit';
import { NS } from '../strings';
import { NextStep } from '../session/NextStep';
import { buttonClass, cardClass, SkeletonList } from '@qsr/shared-ui';

/** /account/favorite-locations: the member's favourite restaurants (state favelocations). */
export function FavouriteLocationsPage() {
  const { t } = useTranslation(NS);
  return (
    <MemberPage title={t('favouriteLocations')}>
      <FavouriteLocations />
    </MemberPage>
  );
}

function FavouriteLocations() {
  const { t } = useTranslation(NS);
  const { favelocations } = useAppState();
  const load = useSubmit();
  const { errors, removing, remove } = useRemove<number>();
  const { submit } = load;

  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void submit(() => actions.loadFavouriteLocations()).finally(() => setLoaded(true));
  }, [submit]);

  const onRemove = (locationId: number) =>
    remove(locationId, () => actions.setFavouriteLocation(locationId, false));

  return (
    <>
      <FormErrors messages={[...load.errors, ...errors]} />
      {!loaded && favelocations.length === 0 ? (
        <SkeletonList label={t('loading')} rows={2} rowClassName={cardClass({ tone: 'flat' })} />
      ) : favelocations.length === 0 ? (
        <NextStep
          title={t('noFavouriteLocations')}
          text={t('noFavouriteLocationsBody')}
          action={t('findRestaurant')}
          to="/locations"
        />
      ) : (
        <ul className="account-list">
          {favelocations.map((location) => (
            <li key={location.id} className={`${cardClass({ tone: 'flat' })} account-row`}>
              <span>
                <strong>{locationDisplayName(location.name)}</strong>
                <br />
                {`${location.address}, ${location.city}, ${location.state} ${location.zip}`}
              </span>
              <button
                type="button"
                className={buttonClass({ variant: 'quiet' })}
                disabled={removing === location.id}
                onClick={() => void onRemove(location.id)}
                aria-label={t('removeFavouriteNamed', { name: locationDisplayName(location.name) })}
              >
                {removing === location.id ? t('deleting') : t('removeFavourite')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
