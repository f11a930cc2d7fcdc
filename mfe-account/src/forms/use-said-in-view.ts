import { useEffect, useRef } from 'react';

/**
 * Brings a message into view when it appears or changes (`said`), so an answer to a button far
 * down a long page (a reorder in the history) is not said out of sight. `nearest`: a message
 * already on screen does not move the page.
 */
export function useSaidInView<T extends HTMLElement>(said: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (said) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [said]);
  return ref;
}
