import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Long enough for the page to set its title and heading. */
const SETTLE_MS = 400;

/**
 * Route changes are announced to screen readers (the page title, else its heading) and focus
 * moves to the main content, as a full page load would; the first page load is left alone.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      setMessage(document.title || heading || pathname);
      // Focus moves to the page unless it is already there or in a dialog a page opened.
      const main = document.getElementById('main-content');
      const active = document.activeElement;
      const busy = active?.closest('[aria-modal="true"]') || main?.contains(active);
      if (main && !busy) main.focus({ preventScroll: true });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <div
      className="ui-visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
