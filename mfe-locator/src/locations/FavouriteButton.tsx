import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, useAppState } from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * A member's favourite restaurant, added or removed in place (§7.1 members/faves/locations).
 * `disabled` while its card belongs to a list being replaced.
 */
export function FavouriteButton({
  locationId,
  name,
  disabled = false,
}: {
  locationId: number;
  name: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NS);
  const { favelocations } = useAppState();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const favourite = favelocations.some((location) => location.id === locationId);

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    const saved = await actions.setFavouriteLocation(locationId, !favourite);
    setFailed(!saved.ok);
    setBusy(false);
  };

  return (
    <>
      <button
        type="button"
        className="locator-favourite"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'removeFavourite' : 'addFavourite', { name })}
        disabled={busy || disabled}
        onClick={toggle}
      >
        <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        {favourite ? t('favourite') : t('makeFavourite')}
      </button>
      {failed && <p role="alert">{t('favouriteFailed')}</p>}
    </>
  );
}
