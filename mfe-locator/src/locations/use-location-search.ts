import { useDeferredValue } from 'react';
import useSWR from 'swr';
import type { Channel } from '@qsr/shared-contracts';
import { searchLocations, type LocationQuery } from './location-search';
import type { LocationSearchResult } from './search-result';

/** An answer, with the search it answers (the query and the site, as a string). */
interface Answer {
  search: string;
  found: LocationSearchResult;
}

export interface LocationSearch {
  /** §4.13: the restaurants to show, false for none, null when the call failed. */
  list: LocationSearchResult | undefined;
  /** Nothing to show yet: the list's place holds its cards' skeletons. */
  waiting: boolean;
  /**
   * The list shown answers an earlier search and is about to be replaced: it is busy, and no
   * restaurant is chosen from it (a tap would land on a list moving under the finger).
   */
  replacing: boolean;
}

/**
 * The pickup search's restaurants. Before any search, the chain's first `firstOf` restaurants
 * (a list that stays while its next page is asked for); a search replaces them.
 */
export function useLocationSearch(
  query: LocationQuery,
  channel: Channel,
  firstOf: number,
): LocationSearch {
  const search = JSON.stringify([query, channel]);
  const { data: answered, isLoading } = useSWR(
    ['locator:search', query, channel, firstOf],
    async (): Promise<Answer> => ({
      search,
      found: await searchLocations(query, channel, firstOf),
    }),
    // The list stays while its next page is asked for (not while another search is).
    { revalidateOnFocus: false, keepPreviousData: query.kind === 'all' },
  );
  // An answer comes in SWR's synchronous update; the cards and pins it shows render after it in
  // a transition, in slices that yield, rather than in one long task (the page's longest). Until
  // that transition commits, the list on the page is the one it replaces.
  const shown = useDeferredValue(answered);
  return {
    list: shown?.found,
    waiting: shown === undefined && (isLoading || answered !== undefined),
    replacing: shown !== undefined && shown.search !== search,
  };
}
