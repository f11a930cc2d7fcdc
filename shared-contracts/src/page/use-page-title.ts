import { useEffect } from 'react';
import { readSiteConfig } from '../site-config';
import { pageTitle } from './page-title';

export { pageTitle };

export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name, readSiteConfig().brandName);
  }, [name]);
}
