import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState, useRestaurant, useShownInPages, useSignedIn } from '@qsr/shared-contracts';
import { LocationMap } from '../map/LocationMap';
import { NS } from '../strings';
import { positionOf, type LocationQuery } from './location-search';
import { PickupCards } from './PickupCards';
import { PickupSearchForm } from './PickupSearchForm';
import { ResultsLoading } from './ResultsLoading';
import { useFavouriteRestaurants } from './use-favourite-restaurants';
import { useLocationSearch } from './use-location-search';
import { useMyPosition } from './use-my-position';
import { useOrderFrom } from './use-order-from';
import { Button } from '@qsr/shared-ui';
import { NoResults } from './NoResults';
import { restaurantMarkers } from './restaurant-markers';

/** /locations?mode=pickup: search by place or position, then order from a restaurant. */
/** Restaurants shown at first, and added by each "show more". */
export const RESULTS_PAGE = 20;

export function PickupSearch() {
  const { t } = useTranslation(NS);
  const current = useRestaurant();
  const signedIn = useSignedIn();
  const { channel } = useAppState();
  const favourites = useFavouriteRestaurants();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<LocationQuery>({ kind: 'all' });
  const searchInput = useRef<HTMLInputElement>(null);
  const position = useMyPosition(setQuery, searchInput);
  const { choosing, chooseFailed, orderFrom } = useOrderFrom();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    setQuery(q ? { kind: 'place', q } : { kind: 'all' });
  };

  // The map shows the restaurants the list shows, numbered alike, and where the customer is.
  const markers = useMemo(() => restaurantMarkers(shown), [shown]);
  const you = useMemo(() => positionOf(query), [query]);
  const focus = { index: pages.focusIndex, ref: pages.focusRef };
  const cardsOf = {
    now,
    currentId: current?.id,
    choosing,
    signedIn,
    focus,
    onOrderFrom: orderFrom,
  };

  return (
    <>
      <PickupSearchForm
        typed={draft}
        onType={setDraft}
        onSubmit={submit}
        searchInput={searchInput}
        position={position}
      />
      <div aria-live="polite">
        {list === null && <p role="alert">{t('searchFailed')}</p>}
        {chooseFailed && <p role="alert">{t('chooseFailed')}</p>}
        {position.positionRefused && (
          <p role="alert" id="locator-position-refused">
            {t('positionRefused')}
          </p>
        )}
      </div>
      {favourites.length > 0 && query.kind === 'all' && (
        <section className="locator-favourites" aria-labelledby="locator-favourites-title">
          <h2 id="locator-favourites-title">{t('yourFavourites')}</h2>
          <PickupCards
            {...cardsOf}
            locations={favourites}
            label={t('yourFavourites')}
            numbered={false}
          />
        </section>
      )}
      {waiting && <ResultsLoading />}
      {list === false && (
        <NoResults
          onSeeAll={() => {
            setDraft('');
            setQuery({ kind: 'all' });
          }}
        />
      )}
      {list && (
        <div className="locator-results-with-map">
          <div>
            <PickupCards
              {...cardsOf}
              locations={shown}
              label={t('results')}
              numbered
              busy={replacing}
            />
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
            <LocationMap markers={markers} placement="store" label={t('mapLabel')} you={you} />
          </div>
        </div>
      )}
    </>
  );
}
