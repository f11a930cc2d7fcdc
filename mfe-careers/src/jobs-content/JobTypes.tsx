import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useJobPages } from '../search/job-reads';
import { NS } from '../strings';

/** The fields of a jobs page of the content service's global folder (§7.3). */
interface JobPageContent {
  title?: string;
  summary?: string;
  image?: { filename?: string; alt?: string };
}

/**
 * "Who we hire": the jobs pages of the global folder, each linking to its openings. Content is
 * decoration here: while it loads or if it fails, the search below still works, so nothing shows.
 */
export function JobTypes() {
  const { t } = useTranslation(NS);
  const { data } = useJobPages();
  const jobs = (data?.stories ?? []).map((story) => ({
    slug: story.slug,
    ...(story.content as JobPageContent),
  }));
  if (jobs.length === 0) return null;
  return (
    <section className="careers-job-types" aria-labelledby="careers-job-types-heading">
      <h2 id="careers-job-types-heading">{t('whoWeHire')}</h2>
      <ul>
        {jobs.map((job) => (
          <li key={job.slug} className="careers-job-type">
            {job.image?.filename && (
              <img src={job.image.filename} alt="" width={320} height={180} loading="lazy" />
            )}
            <h3>{job.title}</h3>
            {job.summary && <p>{job.summary}</p>}
            <Link to={`/careers?keyword=${encodeURIComponent(job.title ?? '')}`}>
              {t('seeOpenings', { title: job.title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
