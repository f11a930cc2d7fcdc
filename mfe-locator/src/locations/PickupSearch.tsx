import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  afterLocationChosen,
  isDelivery,
  locationDisplayName,
  servesChannel,
  useAppState,
  useRestaurant,
  useOrder,
  useShownInPages,
  useSignedIn,
  useNavigateFromHere,
  type Location,
} from '@qsr/shared-contracts';
import { ownLocation } from '../confirm/own-location';
import { currentPosition } from '../geolocation/geolocation';
import { LocationMap } from '../map/LocationMap';
import { useReturnTo } from '../return/use-return-to';
import { NS } from '../strings';
import { FavouriteButton } from './FavouriteButton';
import { LocationCard } from './LocationCard';
import type { LocationQuery } from './location-search';
import { useLocationSearch } from './use-location-search';
import { Button, buttonClass, cardClass, EmptyState, Skeleton, SkeletonList } from '@qsr/shared-ui';

/** /locations?mode=pickup: search by place or position, then order from a restaurant. */
/** Restaurants shown at first, and added by each "show more". */
export const RESULTS_PAGE = 20;

export function PickupSearch() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const current = useRestaurant();
  const order = useOrder();
  const signedIn = useSignedIn();
  const { favelocations, channel } = useAppState();
  const returnTo = useReturnTo();
  // The catering site offers only the favourites that cater.
  const favourites = useMemo(
    () =>
      signedIn
        ? favelocations.map(ownLocation).filter((location) => servesChannel(channel, location))
        : [],
    [signedIn, favelocations, channel],
  );
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<LocationQuery>({ kind: 'all' });
  const [locating, setLocating] = useState(false);
  const [positionRefused, setPositionRefused] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [chooseFailed, setChooseFailed] = useState(false);
  // A chain's list is hundreds of restaurants: its cards are shown a page at a time, and only
  // the shown ones and the next page are asked for (the next page's size is then known, and
  // "show more" shows it at once while the page after is asked for).
  // (How many "show more" adds is counted below, from what was answered.)
  const pages = useShownInPages(Infinity, RESULTS_PAGE, query);
  const firstOf = query.kind === 'all' ? pages.shown + RESULTS_PAGE : 0;
  const { list, waiting, replacing } = useLocationSearch(query, channel, firstOf);
  const shown = useMemo(() => (list || []).slice(0, pages.shown), [list, pages.shown]);
  const next = Math.max(0, Math.min(RESULTS_PAGE, (list || []).length - pages.shown));
  const now = new Date();

  useEffect(() => {
    if (signedIn) void actions.loadFavouriteLocations();
  }, [signedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    setQuery(q ? { kind: 'place', q } : { kind: 'all' });
  };

  const useMyLocation = async () => {
    setLocating(true);
    setPositionRefused(false);
    const position = await currentPosition();
    setLocating(false);
    if (position) {
      setQuery({ kind: 'near', ...position });
      return;
    }
    // Refused or unavailable: say so, and the search is right there instead.
    setPositionRefused(true);
    searchInput.current?.focus();
  };

  const orderFrom = async (location: Location) => {
    const navigate = fromHere();
    setChoosing(location.id);
    setChooseFailed(false);
    const wasDelivery = isDelivery(order?.handoff);
    const confirmed = await actions.confirmPickupLocation(location);
    // The customer asked for pickup here: a delivery box switches to pickup.
    const switched = confirmed.ok && wasDelivery ? await actions.setHandoff('pickup') : confirmed;
    if (confirmed.ok && switched.ok) {
      // Gone elsewhere meanwhile: the restaurant is chosen, and the customer stays there.
      if (!navigate(afterLocationChosen(confirmed.value, returnTo))) setChoosing(null);
    } else {
      setChooseFailed(true);
      setChoosing(null);
    }
  };

  // The map shows the restaurants the list shows, numbered alike.
  const markers = useMemo(
    () =>
      shown.map((location) => ({
        id: location.id,
        label: locationDisplayName(location.name),
        lat: location.lat,
        lng: location.lng,
      })),
    [shown],
  );

  /**
   * Restaurants as cards to order from (numbered like the map when they are on it). A list being
   * replaced is busy and offers nothing to tap; each button chooses its own card's restaurant.
   */
  const cards = (locations: Location[], label: string, numbered: boolean, busy = false) => (
    <ol className="locator-results" aria-label={label} aria-busy={busy}>
      {locations.map((location, index) => {
        const name = locationDisplayName(location.name);
        return (
          <LocationCard
            key={location.id}
            location={location}
            number={numbered ? index + 1 : undefined}
            now={now}
            current={current?.id === location.id}
          >
            <button
              type="button"
              className={buttonClass()}
              aria-label={`${t('orderHere')}: ${name}`}
              ref={numbered && index === pages.focusIndex ? pages.focusRef : undefined}
              disabled={choosing !== null || busy}
              onClick={() => orderFrom(location)}
            >
              {choosing === location.id ? t('starting') : t('orderHere')}
            </button>
            {signedIn && <FavouriteButton locationId={location.id} name={name} disabled={busy} />}
          </LocationCard>
        );
      })}
    </ol>
  );

  return (
    <>
      <form role="search" className="locator-search" onSubmit={submit}>
        <div className="ui-field">
          <label htmlFor="locator-search-input">{t('searchLabel')}</label>
          <div className="ui-field-row">
            <input
              ref={searchInput}
              className="ui-input"
              aria-describedby={positionRefused ? 'locator-position-refused' : undefined}
              id="locator-search-input"
              type="search"
              value={draft}
              autoComplete="postal-code"
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className={buttonClass()}>
              {t('search')}
            </button>
          </div>
        </div>
        <Button
          variant="quiet"
          flush
          className="locator-use-my-location"
          onClick={useMyLocation}
          disabled={locating}
          aria-busy={locating}
        >
          {locating ? t('locating') : t('useMyLocation')}
        </Button>
      </form>
      <div aria-live="polite">
        {list === null && <p role="alert">{t('searchFailed')}</p>}
        {chooseFailed && <p role="alert">{t('chooseFailed')}</p>}
        {positionRefused && (
          <p role="alert" id="locator-position-refused">
            {t('positionRefused')}
          </p>
        )}
      </div>
      {favourites.length > 0 && query.kind === 'all' && (
        <section className="locator-favourites" aria-labelledby="locator-favourites-title">
          <h2 id="locator-favourites-title">{t('yourFavourites')}</h2>
          {cards(favourites, t('yourFavourites'), false)}
        </section>
      )}
      {waiting && (
        // The list and the map on their way, in their boxes: nothing moves when they come.
        <div className="locator-results-with-map">
          <SkeletonList
            label={t('loadingLocations')}
            rows={4}
            rowClassName={`${cardClass()} locator-result`}
          />
          <div className="locator-map locator-map-placeholder" data-placement="store">
            <Skeleton shape="block" />
          </div>
        </div>
      )}
      {list === false && (
        <EmptyState
          title={t('noResults')}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setDraft('');
                setQuery({ kind: 'all' });
              }}
            >
              {t('seeAllRestaurants')}
            </Button>
          }
        >
          <p>{t('noResultsBody')}</p>
        </EmptyState>
      )}
      {list && (
        <div className="locator-results-with-map">
          <div>
            {cards(shown, t('results'), true, replacing)}
            {next > 0 && (
              <Button
                variant="quiet"
                className="locator-more"
                onClick={pages.showMore}
                disabled={replacing}
              >
                {t('moreRestaurants', { count: next })}
              </Button>
            )}
          </div>
          <div className="locator-map">
            <LocationMap markers={markers} placement="store" label={t('mapLabel')} />
          </div>
        </div>
      )}
    </>
  );
}
