import { createContext, useContext } from 'react';
import { readSiteConfig, type SiteConfig } from '@qsr/shared-contracts';

export const SiteConfigContext = createContext<SiteConfig>(readSiteConfig());

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
