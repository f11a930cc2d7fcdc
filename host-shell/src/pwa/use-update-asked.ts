import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the page should ask for new pins yet: once the customer navigates or comes back to
 * the tab (`UpdateBanner`'s moments). The page has just loaded the current pins, so the banner
 * and its watch load then, not with the first screen (the home page's script budget).
 */
export function useUpdateAsked(): boolean {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (pathname !== first.current) setAsked(true);
  }, [pathname]);

  useEffect(() => {
    if (asked) return undefined;
    const back = () => {
      if (document.visibilityState !== 'hidden') setAsked(true);
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [asked]);

  return asked;
}
