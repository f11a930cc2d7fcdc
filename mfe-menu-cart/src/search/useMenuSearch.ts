import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { Menu, Product } from '@qsr/shared-contracts';
import { isSearch, loadSearchLibrary, MAX_QUERY_LENGTH, menuSearch } from './menu-search';

/** The query string parameter that keeps a menu search: back from a product returns to it. */
export const SEARCH_PARAM = 'search';

/** Typing settles for this long before the address follows (browsers limit history writes). */
const ADDRESS_SETTLE_MS = 300;

export interface MenuSearchState {
  /** What the field shows, as typed. */
  query: string;
  setQuery: (query: string) => void;
  /** The products found, best first; null while the query is too short to search with. */
  results: Product[] | null;
  /** The query the results are for (a step behind the field while typing is fast). */
  searched: string;
  /** The search library could not be loaded (SWR tries again meanwhile). */
  failed: boolean;
  /** The field has the focus: the library starts loading before the first letter. */
  prepare: () => void;
}

/**
 * The menu's search: the field's text, kept in the address as `?search=` once typing settles,
 * and what it finds. The address leads when it changes from outside (a link to the plain menu
 * clears the field). Results follow a deferred copy of the query, so typing never waits on a
 * search. The library loads once the field is focused (or a search is in the address), and the
 * index is built only once the customer searches.
 */
export function useMenuSearch(menu: Menu): MenuSearchState {
  const [params, setParams] = useSearchParams();
  const inAddress = (params.get(SEARCH_PARAM) ?? '').slice(0, MAX_QUERY_LENGTH);
  const [query, setQuery] = useState(inAddress);
  const [followed, setFollowed] = useState(inAddress);
  if (inAddress !== followed) {
    setFollowed(inAddress);
    setQuery(inAddress);
  }

  const wanted = isSearch(query) ? query.trim() : '';
  useEffect(() => {
    if (wanted === followed) return undefined;
    const timer = setTimeout(() => {
      setFollowed(wanted);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set(SEARCH_PARAM, wanted);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, ADDRESS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [wanted, followed, setParams]);

  const searched = useDeferredValue(query);
  const searching = isSearch(searched);
  const [prepared, setPrepared] = useState(false);
  // Loaded once: nothing to read again on focus or on reconnecting.
  const library = useSWR(
    prepared || searching ? 'menuCart:search-library' : null,
    loadSearchLibrary,
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
  const Library = library.data;
  const search = useMemo(
    () => (Library && searching ? menuSearch(Library, menu) : null),
    [Library, menu, searching],
  );
  const results = useMemo(() => search?.(searched) ?? null, [search, searched]);
  return {
    query,
    setQuery,
    results,
    searched: searched.trim(),
    failed: searching && Boolean(library.error) && !Library,
    prepare: () => setPrepared(true),
  };
}
