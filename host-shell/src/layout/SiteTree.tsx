import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import type { SiteConfig } from '@qsr/shared-contracts';
import type { FirstScreenStart } from '../first-screen/first-screen-data';
import { FirstScreenProvider } from '../first-screen/FirstScreenProvider';
import { SiteErrorBoundary } from '../not-found/SiteErrorBoundary';
import { SiteConfigContext } from '../site/site-config-context';
import { SiteLayout } from './SiteLayout';

/** The whole site as the browser renders it, or hydrates the server's first screen with it. */
export function SiteTree({
  site,
  firstScreen,
}: {
  site: SiteConfig;
  firstScreen: FirstScreenStart | null;
}) {
  return (
    <StrictMode>
      <SiteConfigContext.Provider value={site}>
        <FirstScreenProvider data={firstScreen}>
          {/* Every path renders through one layout; which page it shows is the §2.1 table's
              decision (shared with the BFF), so unknown routes and the welcometo{product}
              pattern agree on both sides. Declarative routing: the data router's loaders,
              actions and fetchers would be shipped to every page unused. */}
          <BrowserRouter>
            <SiteErrorBoundary>
              <SiteLayout />
            </SiteErrorBoundary>
          </BrowserRouter>
        </FirstScreenProvider>
      </SiteConfigContext.Provider>
    </StrictMode>
  );
}
