import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  failureOf,
  formatCalendarDate,
  useLanguage,
  type Job,
  type JobSearchResult,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import type { JobSearchQuery } from './job-calls';
import { useJobResults } from './job-reads';
import { Pagination } from './Pagination';
import { buttonClass, EmptyState, SkeletonList } from '@qsr/shared-ui';

function JobItem({ job }: { job: Job }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <li className="careers-job">
      <h3 className="careers-job-title">
        <Link to={`/positions/info?id=${encodeURIComponent(job.id)}`}>{job.title}</Link>
      </h3>
      <p className="careers-job-meta">
        <span>
          {job.city}, {job.state}
        </span>
        {job.distance !== undefined && (
          <span>{t('milesAway', { miles: job.distance.toFixed(1) })}</span>
        )}
        {job.posted && (
          <span>{t('posted', { date: formatCalendarDate(job.posted, language, 'medium') })}</span>
        )}
      </p>
    </li>
  );
}

/** A search by zip or city that the job search could not place (it answers no origin). */
export const placeUnknown = (query: JobSearchQuery, data: JobSearchResult) =>
  !data.origin && (query.zip !== undefined || query.city !== undefined);

/**
 * Results of a job search (§7.3) with paging, and the loading, empty and error states. Moving to
 * another page takes focus to the results' heading, so that a screen reader starts there.
 */
export function JobResults({
  query,
  place,
  onPage,
  nextStep,
}: {
  query: JobSearchQuery;
  /** Where a search without results can go next. */
  nextStep: { label: string; to: string };
  /** The place as the customer typed it ('' for none). */
  place: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(NS);
  const { data, error, isLoading, mutate } = useJobResults(query);
  const heading = useRef<HTMLHeadingElement>(null);
  const movedPage = useRef(false);

  useEffect(() => {
    if (!movedPage.current || !data) return;
    movedPage.current = false;
    heading.current?.focus();
  }, [data]);

  const changePage = (page: number) => {
    movedPage.current = true;
    onPage(page);
  };

  if (error && !data) {
    return (
      <div className="careers-state" role="alert">
        {/* §8: the messages the shared request helper made of the answer. */}
        {failureOf(error).messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => void mutate()}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (!data) {
    // The results on their way, a row per position; a search not started yet shows nothing.
    return isLoading ? (
      <SkeletonList label={t('searching')} rows={5} rowClassName="careers-job" />
    ) : null;
  }
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <section
      className="careers-results"
      aria-labelledby="careers-results-heading"
      aria-busy={isLoading}
    >
      <h2 id="careers-results-heading" ref={heading} tabIndex={-1} aria-live="polite">
        {t('resultsCount', { count: data.total })}
      </h2>
      {placeUnknown(query, data) ? (
        // No place to search near: said (the form's summary announces it), never quietly
        // replaced by another place.
        <p className="careers-state">{t(query.zip ? 'zipNotFound' : 'placeNotFound', { place })}</p>
      ) : data.total === 0 ? (
        <EmptyState
          title={t('noResults')}
          headingLevel={3}
          action={
            <Link className={buttonClass({ variant: 'secondary' })} to={nextStep.to}>
              {nextStep.label}
            </Link>
          }
        >
          <p>{t('noResultsBody')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="careers-jobs">
            {data.jobs.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ul>
          <Pagination page={data.page} pages={pages} onPage={changePage} />
        </>
      )}
    </section>
  );
}
