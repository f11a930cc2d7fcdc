import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  Page,
  actions,
  findLocations,
  getLocations,
  locationDisplayName,
  useLocation,
  type Location,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import '../ui/buttons.css';
import './locations.css';

/** §4.13: a list; false for zero results; null for a failed call. */
type LocationList = Location[] | false | null;

async function search(query: string): Promise<LocationList> {
  try {
    const found = query ? await findLocations({ q: query }) : await getLocations();
    return found.length > 0 ? found : false;
  } catch {
    return null;
  }
}

/** /locations: find a restaurant and order from it (search by place; map and delivery grow in issue 8). */
export function LocationsPage() {
  const { t } = useTranslation(NS);
  const current = useLocation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { data: list, isLoading } = useSWR(['locator:search', query], () => search(query), {
    revalidateOnFocus: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  return (
    <Page boundary="locator" title={t('findRestaurant')} className="lc-page">
      <form role="search" className="lc-search" onSubmit={submit}>
        <label htmlFor="lc-search-input">{t('searchLabel')}</label>
        <div className="lc-search-row">
          <input
            id="lc-search-input"
            type="search"
            value={draft}
            autoComplete="postal-code"
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="lc-button">
            {t('search')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {isLoading && <p role="status">{t('loadingLocations')}</p>}
        {list === false && <p>{t('noResults')}</p>}
        {list === null && <p role="alert">{t('searchFailed')}</p>}
      </div>
      {list && (
        <ul className="lc-results" aria-label={t('results')}>
          {list.map((location) => {
            const chosen = current?.id === location.id;
            const name = locationDisplayName(location.name);
            return (
              <li
                key={location.id}
                className="lc-result"
                aria-current={chosen ? 'true' : undefined}
              >
                <h2>{name}</h2>
                <p>
                  {location.address}, {location.city}, {location.state} {location.zip}
                </p>
                {location.distance !== undefined && (
                  <p>{t('milesAway', { miles: location.distance.toFixed(1) })}</p>
                )}
                {chosen ? (
                  <p className="lc-chosen">{t('yourRestaurant')}</p>
                ) : (
                  <button
                    type="button"
                    className="lc-button"
                    aria-label={`${t('orderHere')}: ${name}`}
                    onClick={() => actions.setLocation(location)}
                  >
                    {t('orderHere')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
