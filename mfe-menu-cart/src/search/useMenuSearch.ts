import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { Menu, Product } from '@qsr/shared-contracts';
import { dietaryOf } from '../dietary/dietary-of';
import { NS } from '../strings';
import { isSearch, loadSearchLibrary, MAX_QUERY_LENGTH, menuSearch } from './menu-search';

/** The query string parameter that keeps a menu search: back from a product returns to it. */
export const SEARCH_PARAM = 'search';

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
  /** The field is left: the address keeps its search. */
  keep: () => void;
}

/**
 * The menu's search: the field's text, kept in the address as `?search=` when the field is
 * left, and what it finds. The address leads when it changes from outside (a link to the plain menu
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

  // Written when the field is left (a result or a link pressed leaves it first), not at each
  // letter: browsers limit how often a page rewrites its history, and a write still pending
  // when a link is followed would bring the search to the next page.
  const keep = () => {
    const wanted = isSearch(query) ? query.trim() : '';
    if (wanted === followed) return;
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
  };

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
  const { t } = useTranslation(NS);
  const search = useMemo(
    () =>
      Library && searching
        ? menuSearch(Library, menu, (product) =>
            dietaryOf(product)
              .map((flag) => t(`dietary_${flag}`))
              .join(' '),
          )
        : null,
    [Library, menu, searching, t],
  );
  const results = useMemo(() => search?.(searched) ?? null, [search, searched]);
  return {
    query,
    setQuery,
    results,
    searched: searched.trim(),
    failed: searching && Boolean(library.error) && !Library,
    prepare: () => setPrepared(true),
    keep,
  };
}
