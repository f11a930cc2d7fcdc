import { createContext, useContext } from 'react';
import { readSiteConfig, type SiteConfig } from '@qsr/shared-contracts';

/** The site configuration: given by the page's root (and the server's first screen). */
export const SiteConfigContext = createContext<SiteConfig | null>(null);

/** The provided configuration, else the page's own (a component rendered alone, in tests). */
export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext) ?? readSiteConfig();
}
