import {
  request,
  type CallOptions,
  type JobDetail,
  type JobLocation,
  type JobSearchResult,
} from '@qsr/shared-contracts';

/** The site's own `/api` door, where the BFF forwards the job search and the careers table. */
const SITE_API_BASE = '/api';

/** `GET /api/jobsearch?action=search` query (§7.3): a keyword and a place, paged. */
export interface JobSearchQuery {
  keyword?: string;
  zip?: string;
  city?: string;
  state?: string;
  lat?: number;
  lng?: number;
  page?: number;
}

/** GET /api/jobsearch?action=search (§7.3); failures show the §8 message forms. */
export function searchJobs(query: JobSearchQuery, options?: CallOptions) {
  return request<JobSearchResult>('jobsearch', {
    base: SITE_API_BASE,
    query: { action: 'search', ...query },
    ...options,
  });
}

/** GET /api/jobsearch?action=detail&id= (§7.3). */
export function getJob(id: string, options?: CallOptions) {
  return request<JobDetail>('jobsearch', {
    base: SITE_API_BASE,
    query: { action: 'detail', id },
    ...options,
  });
}

/** GET /api/careers-sheet: the careers table of the spreadsheet-database service (§3 Job location). */
export function getCareersTable(options?: CallOptions) {
  return request<JobLocation[]>('careers-sheet', { base: SITE_API_BASE, ...options });
}
