import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { locationDisplayName, type Location } from '@qsr/shared-contracts';
import { buttonClass } from '@qsr/shared-ui';
import { NS } from '../strings';
import { FavouriteButton } from './FavouriteButton';
import { LocationCard } from './LocationCard';

type Props = {
  locations: Location[];
  label: string;
  /** Numbered like the map, with the focus on the first card "show more" added. */
  numbered: boolean;
  busy?: boolean;
  now: Date;
  currentId: number | undefined;
  choosing: number | null;
  signedIn: boolean;
  focus: { index: number | null; ref: RefObject<HTMLButtonElement | null> };
  onOrderFrom: (location: Location) => void;
};

/**
 * Restaurants as cards to order from (numbered like the map when they are on it). A list being
 * replaced is busy and offers nothing to tap; each button chooses its own card's restaurant.
 */
export function PickupCards(props: Props) {
  const { locations, label, numbered, busy = false, now, currentId, choosing } = props;
  const { t } = useTranslation(NS);
  return (
    <ol className="locator-results" aria-label={label} aria-busy={busy}>
      {locations.map((location, index) => {
        const name = locationDisplayName(location.name);
        return (
          <LocationCard
            key={location.id}
            location={location}
            number={numbered ? index + 1 : undefined}
            now={now}
            current={currentId === location.id}
          >
            <button
              type="button"
              className={buttonClass()}
              aria-label={`${t('orderHere')}: ${name}`}
              ref={numbered && index === props.focus.index ? props.focus.ref : undefined}
              disabled={choosing !== null || busy}
              onClick={() => props.onOrderFrom(location)}
            >
              {choosing === location.id ? t('starting') : t('orderHere')}
            </button>
            {props.signedIn && (
              <FavouriteButton locationId={location.id} name={name} disabled={busy} />
            )}
          </LocationCard>
        );
      })}
    </ol>
  );
}
