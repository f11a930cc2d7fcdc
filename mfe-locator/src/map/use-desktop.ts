import { useSyncExternalStore } from 'react';
import { DESKTOP_QUERY } from './map-view';

const media = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DESKTOP_QUERY) : null;

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on lg screens and wider (§9 breakpoints). */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
