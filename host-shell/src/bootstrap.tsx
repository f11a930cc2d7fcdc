import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readSiteConfig } from '@qsr/shared-contracts';
import { applyPreferences, localStore, readPreferences } from './a11y/reading-preferences';
import { startBotCheck } from './bot-check/bot-check-service';
import { installChunkReload } from './errors/chunk-reload';
import { preloadHome } from './home/home-start';
import { initI18n } from './i18n/i18n';
import { SiteLayout } from './layout/SiteLayout';
import { startOfflineSupport } from './pwa/offline-start';
import { registerServiceWorker } from './pwa/register';
import { startRouteRemote } from './remotes/start-route-remote';
import { SiteErrorBoundary } from './not-found/SiteErrorBoundary';
import { SiteConfigContext } from './site/site-config-context';
import { startUp } from './startup/start-up';
import { bootState } from './state/boot-state';
import './styles/global.css';

const site = readSiteConfig();
const state = bootState(site);
document.documentElement.lang = state.language;
installChunkReload();
applyPreferences(readPreferences(localStore()), null);
startBotCheck(site);
startUp();
preloadHome(window.location.pathname, state.channel, state.language);
startRouteRemote(window.location.pathname);
startOfflineSupport();
registerServiceWorker();

void initI18n(state.language).then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition renders in slices that yield to the browser, rather than one long task
  // that blocks input while the first page is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <SiteConfigContext.Provider value={site}>
          {/* Every path renders through one layout; which page it shows is the §2.1 table's
            decision (shared with the BFF), so unknown routes and the welcometo{product}
            pattern agree on both sides. Declarative routing: the data router's loaders,
            actions and fetchers would be shipped to every page unused. */}
          <BrowserRouter>
            <SiteErrorBoundary>
              <SiteLayout />
            </SiteErrorBoundary>
          </BrowserRouter>
        </SiteConfigContext.Provider>
      </StrictMode>,
    ),
  );
});
