import { useTranslation } from 'react-i18next';
import { Page, locationDisplayName, useRestaurant } from '@qsr/shared-contracts';
import type { CustomerPlace } from '../hiring/HiringTable';
import { HiringTable } from '../hiring/HiringTable';
import { JobTypes } from '../jobs-content/JobTypes';
import { NS } from '../strings';
import '../careers.css';
import { useJobResults } from './job-reads';
import { jobSearchQuery, useJobSearch } from './job-search-params';
import { JobResults, placeUnknown } from './JobResults';
import { JobSearchForm } from './JobSearchForm';

/**
 * /careers: who we hire (content), the job search (§7.3) and the restaurants hiring near the
 * customer (§3 Job location). "Near" is the browser's location, else the searched place, else the
 * restaurant the customer ordered from.
 */
export function CareersPage() {
  const { t } = useTranslation(NS);
  const { search, searched, runSearch, goToPage } = useJobSearch();
  const query = jobSearchQuery(search);
  const { data: results } = useJobResults(searched ? query : null);
  const restaurant = useRestaurant();

  // A searched place the job search could not find is said so (JobResults); "near" then never
  // quietly becomes the restaurant's town.
  const unknownPlace = searched && !!results && placeUnknown(query, results);
  let place: CustomerPlace | undefined;
  if (search.point) place = { point: search.point, label: t('yourLocation') };
  else if (searched && results?.origin) {
    place = { point: results.origin, label: search.place || t('yourSearch') };
  } else if (restaurant && !unknownPlace) {
    place = {
      point: { lat: restaurant.lat, lng: restaurant.lng },
      label: locationDisplayName(restaurant.name) || t('yourRestaurant'),
    };
  }

  // A release may carry a note (`npm run release -- build careers --note …`): it says which
  // build is live, and lets the end-to-end suite see a newly pinned version.
  const releaseNote = __RELEASE_NOTE__;
  return (
    <Page boundary="careers" title={t('careers')} className="careers-page">
      {releaseNote ? (
        <p className="careers-release-note" data-release-note="">
          {releaseNote}
        </p>
      ) : null}
      <p className="careers-intro">{t('careersIntro')}</p>
      <JobSearchForm
        key={`${search.keyword}|${search.place}`}
        search={search}
        onSearch={runSearch}
        placeError={
          unknownPlace
            ? t(query.zip ? 'zipNotFound' : 'placeNotFound', { place: search.place })
            : undefined
        }
      />
      {searched && (
        <JobResults
          query={query}
          place={search.place}
          onPage={goToPage}
          nextStep={{ label: t('seeAllPositions'), to: '/positions' }}
        />
      )}
      <HiringTable place={place} />
      <JobTypes />
    </Page>
  );
}
