import { useEffect } from 'react';
import { readSiteConfig } from '../site-config';

/** §2.1: the page title is the page name plus the brand name. */
export function pageTitle(name: string, brand: string = readSiteConfig().brandName): string {
  return name ? `${name} | ${brand}` : brand;
}

export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
