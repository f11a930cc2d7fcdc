import { useSyncExternalStore } from 'react';

/** §9 breakpoints: sm 600, md 900, lg 1200, xl 1600; mobile is sm or md (and below), under lg. */
export const LG_BREAKPOINT = 1200;
export const MOBILE_QUERY = `(max-width: ${LG_BREAKPOINT - 0.02}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
