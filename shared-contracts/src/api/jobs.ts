import type { JobDetail, JobLocation, JobSearchQuery, JobSearchResult } from '../types/jobs';
import { SITE_API_BASE } from './forms';
import { request, type CallOptions } from './request';

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
