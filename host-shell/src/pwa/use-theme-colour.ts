import { useEffect } from 'react';

/**
 * The browser's theme colour follows the channel: the `--ui-color-brand` of the site's
 * accent class, the colour the web app manifest of the channel names too.
 */
export function useThemeColour(accentClass: string): void {
  useEffect(() => {
    const site = document.querySelector('.host-site');
    const meta = document.querySelector('meta[name="theme-color"]');
    const colour = site && getComputedStyle(site).getPropertyValue('--ui-color-brand').trim();
    if (meta && colour) meta.setAttribute('content', colour);
  }, [accentClass]);
}
