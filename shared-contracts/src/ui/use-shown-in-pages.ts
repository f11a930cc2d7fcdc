import { useEffect, useRef, useState, type RefObject } from 'react';

export interface ShownInPages {
  /** How many of the items to render. */
  shown: number;
  /** How many the next "show more" adds (0: all are shown). */
  next: number;
  /** Shows the next page of items and moves focus to the first of them. */
  showMore: () => void;
  /** The index of the item to hand `focusRef` to (the first one "show more" added). */
  focusIndex: number | null;
  /** For the focusable control of the item at `focusIndex`. */
  focusRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A long list rendered a page at a time ("show more"): a chain's 800 restaurants or a member's
 * 50 favourites stay quick to render and to scan. Focus goes to the first item each page adds,
 * not back to the top, so a keyboard or screen reader user reads on where they were.
 */
export function useShownInPages(
  total: number,
  pageSize: number,
  /** A new list (another search): back to its first page. */
  listKey: unknown = null,
): ShownInPages {
  const [paging, setPaging] = useState({ listKey, shown: pageSize });
  const shown = Object.is(paging.listKey, listKey) ? paging.shown : pageSize;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => focusRef.current?.focus(), [focusIndex]);
  return {
    shown,
    next: Math.max(0, Math.min(pageSize, total - shown)),
    showMore: () => {
      setFocusIndex(shown);
      setPaging({ listKey, shown: shown + pageSize });
    },
    focusIndex,
    focusRef,
  };
}
