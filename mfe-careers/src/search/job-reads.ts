import useSWR from 'swr';
import {
  CONTENT_SLUGS,
  getCareersTable,
  getJob,
  getStories,
  searchJobs,
  type JobSearchQuery,
} from '@qsr/shared-contracts';

/*
 * The careers reads. They show their failures in the page, next to what failed and with a retry
 * (§8 message forms), so the shared helper is told not to show them in the site's banner too.
 */
const QUIET = { mode: 'suppress' } as const;
const READ_ONCE = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A job search (§7.3); null waits. */
export function useJobResults(query: JobSearchQuery | null) {
  return useSWR(
    query && ['careers:jobs', query],
    ([, q]: [string, JobSearchQuery]) => searchJobs(q, QUIET),
    READ_ONCE,
  );
}

/** One position (§7.3 detail); null waits. */
export function useJob(id: string | null) {
  return useSWR(
    id && ['careers:job', id],
    ([, jobId]: [string, string]) => getJob(jobId, QUIET),
    READ_ONCE,
  );
}

/** The careers table (§3 Job location). */
export function useCareersTable() {
  return useSWR('careers:table', () => getCareersTable(QUIET), READ_ONCE);
}

/** The jobs pages of the content service's global folder (§7.3), in the site's language. */
export function useJobPages<C>(language: string) {
  return useSWR(
    ['careers:job-pages', language],
    ([, lang]: [string, string]) =>
      getStories<C>(
        { startsWith: CONTENT_SLUGS.jobs, ...(lang === 'es' ? { language: 'es' } : {}) },
        QUIET,
      ),
    READ_ONCE,
  );
}
