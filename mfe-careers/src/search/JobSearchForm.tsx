import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPoint } from '../hiring/geolocation';
import { NS } from '../strings';
import type { JobSearch } from './job-search-params';
import { Button, buttonClass, ErrorSummary, Field } from '@qsr/shared-ui';

/**
 * Search by keyword and by place: a zip, "City, ST", or the browser's location (§7.5). When the
 * browser gives no location, loading just stops (§8), with a hint to type a place instead.
 */
export function JobSearchForm({
  search,
  onSearch,
  placeError,
}: {
  search: JobSearch;
  onSearch: (search: Omit<JobSearch, 'page'>) => void;
  /** The searched place the job search could not find, said at the field and atop the form. */
  placeError?: string | undefined;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [keyword, setKeyword] = useState(search.keyword);
  const [place, setPlace] = useState(search.place);
  const [locating, setLocating] = useState(false);
  const [noLocation, setNoLocation] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoLocation(false);
    onSearch({ keyword: keyword.trim(), place: place.trim() });
  };

  const locateMe = async () => {
    setLocating(true);
    setNoLocation(false);
    const point = await currentPoint();
    setLocating(false);
    if (!point) {
      setNoLocation(true);
      return;
    }
    setPlace('');
    onSearch({ keyword: keyword.trim(), place: '', point });
  };

  return (
    <form
      className="careers-search"
      role="search"
      aria-labelledby={`${id}-heading`}
      onSubmit={submit}
    >
      <h2 id={`${id}-heading`}>{t('searchHeading')}</h2>
      {/* The form is new after each search (its key), so a place not found takes the focus once. */}
      <ErrorSummary
        title={t('fixErrors')}
        errors={placeError ? [{ fieldId: `${id}-place`, message: placeError }] : []}
        attempt={placeError ? 1 : 0}
      />
      <div className="careers-search-fields">
        <Field
          id={`${id}-keyword`}
          label={t('keyword')}
          type="search"
          name="keyword"
          maxLength={100}
          autoComplete="off"
          placeholder={t('keywordPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        <Field
          id={`${id}-place`}
          label={t('place')}
          name="place"
          maxLength={100}
          autoComplete="postal-code"
          placeholder={search.point ? t('nearYou') : t('placePlaceholder')}
          value={place}
          onChange={setPlace}
          error={placeError}
        />
        <button type="submit" className={buttonClass()}>
          {t('search')}
        </button>
      </div>
      <Button
        variant="quiet"
        flush
        className="careers-use-my-location"
        onClick={() => void locateMe()}
        disabled={locating}
      >
        {t('useMyLocation')}
      </Button>
      <p className="careers-search-status" role="status">
        {locating ? t('locating') : noLocation ? t('locationUnavailable') : ''}
      </p>
    </form>
  );
}
