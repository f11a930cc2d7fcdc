import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GeoPoint } from '@qsr/shared-contracts';
import type { JobSearchQuery } from './job-calls';
import { jobPlaceQuery } from './job-search';

/** What the customer searched for, kept in the URL so that results can be shared and paged back. */
export interface JobSearch {
  keyword: string;
  place: string;
  /** The browser's location, when the customer chose "use my location". */
  point?: GeoPoint;
  page: number;
}

const coordinate = (value: string | null, limit: number): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/** The search in `?keyword=&place=&lat=&lng=&page=`; malformed values are ignored. */
export function readJobSearch(params: URLSearchParams): JobSearch {
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    place: params.get('place')?.trim() ?? '',
    ...(lat !== undefined && lng !== undefined ? { point: { lat, lng } } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The job search query (§7.3) of a search: the browser's point wins over a typed place. */
export function jobSearchQuery(search: JobSearch): JobSearchQuery {
  return {
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.point
      ? { lat: search.point.lat, lng: search.point.lng }
      : jobPlaceQuery(search.place)),
    page: search.page,
  };
}

export function hasSearched(params: URLSearchParams): boolean {
  return ['keyword', 'place', 'lat', 'page'].some((name) => params.has(name));
}

function toParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set('keyword', search.keyword);
  if (search.point) {
    params.set('lat', search.point.lat.toFixed(4));
    params.set('lng', search.point.lng.toFixed(4));
  } else if (search.place) {
    params.set('place', search.place);
  }
  if (search.page > 1 || params.size === 0) params.set('page', String(search.page));
  return params;
}

/** The page's job search, and how to change it (a new search starts at page 1). */
export function useJobSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readJobSearch(params), [params]);
  const searched = hasSearched(params);

  const runSearch = useCallback(
    (next: Omit<JobSearch, 'page'>) => setParams(toParams({ ...next, page: 1 })),
    [setParams],
  );
  const goToPage = useCallback(
    (page: number) => setParams(toParams({ ...search, page })),
    [search, setParams],
  );
  return { search, searched, runSearch, goToPage };
}
