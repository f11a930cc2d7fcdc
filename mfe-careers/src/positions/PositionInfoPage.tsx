import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ApiError,
  Page,
  PageNotFoundError,
  failureOf,
  formatCalendarDate,
  useLanguage,
} from '@qsr/shared-contracts';
import { useJob } from '../search/job-reads';
import { NS } from '../strings';
import '../careers.css';
import { buttonClass, Skeleton, SkeletonRegion } from '@qsr/shared-ui';

/**
 * /positions/info?id=: one position from the job search's detail (§7.3), with its apply link. An
 * id the service does not know is the §2.11 page; no id at all leaves only the way back.
 */
export function PositionInfoPage() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data: job, error, isLoading, mutate } = useJob(id || null);
  if (error instanceof ApiError && error.status === 404) throw new PageNotFoundError();

  return (
    <Page boundary="careers" title={job?.title ?? t('position')} className="careers-page">
      {isLoading && (
        // The position on its way: its card, its facts and its description.
        <SkeletonRegion label={t('loadingJob')} className="careers-position">
          <Skeleton shape="line" width="half" />
          <Skeleton shape="line" width="three-quarters" />
          <Skeleton shape="line" />
          <Skeleton shape="line" />
          <Skeleton shape="pill" width="quarter" />
        </SkeletonRegion>
      )}
      {error && !job && (
        <div className="careers-state" role="alert">
          {/* §8: the messages the shared request helper made of the answer. */}
          {failureOf(error).messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <button type="button" className={buttonClass()} onClick={() => void mutate()}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {job && (
        <article className="careers-position">
          <p className="careers-job-meta">
            <span>
              {job.city}, {job.state}
            </span>
            {/* The franchise id is the platform's; the customer reads when it was posted. */}
            {job.posted && (
              <span>
                {t('posted', { date: formatCalendarDate(job.posted, language, 'medium') })}
              </span>
            )}
          </p>
          <p>{job.description}</p>
          <a
            className={buttonClass()}
            href={job.apply_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('applyNow')} <span className="ui-visually-hidden">{t('opensInNewTab')}</span>
          </a>
        </article>
      )}
      <p>
        <Link to="/positions">{t('backToPositions')}</Link>
      </p>
    </Page>
  );
}
