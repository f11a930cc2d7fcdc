import useSWR from 'swr';
import { CONTENT_SLUGS, useLanguage, useRead, type Language } from '@qsr/shared-contracts';
import { getCareersTable, getJob, searchJobs, type JobSearchQuery } from './job-calls';

/*
 * The careers reads. They show their failures in the page, next to what failed and with a retry
 * (§8 message forms), so the shared helper is told not to show them in the site's banner too.
 * Each is read in the customer's language and kept under it (§4.11).
 */
const quiet = (language: Language) => ({ mode: 'suppress', language }) as const;
const READ_ONCE = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A job search (§7.3); null waits. */
export function useJobResults(query: JobSearchQuery | null) {
  const language = useLanguage();
  return useSWR(
    query && ['careers:jobs', query, language],
    ([, q, lang]: [string, JobSearchQuery, Language]) => searchJobs(q, quiet(lang)),
    READ_ONCE,
  );
}

/** One position (§7.3 detail); null waits. */
export function useJob(id: string | null) {
  const language = useLanguage();
  return useSWR(
    id && ['careers:job', id, language],
    ([, jobId, lang]: [string, string, Language]) => getJob(jobId, quiet(lang)),
    READ_ONCE,
  );
}

/** The careers table (§3 Job location). */
export function useCareersTable() {
  const language = useLanguage();
  return useSWR(
    ['careers:table', language],
    ([, lang]: [string, Language]) => getCareersTable(quiet(lang)),
    READ_ONCE,
  );
}

/**
 * The jobs pages of the content service's global folder (§7.3), in the site's language: the
 * shared stories read, which fails without the site's banner too.
 */
export function useJobPages() {
  return useRead('stories', [{ startsWith: CONTENT_SLUGS.jobs }], READ_ONCE);
}
