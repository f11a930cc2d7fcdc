import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { browserStorage, readSiteConfig } from '@qsr/shared-contracts';
import { followFocus } from '@qsr/shared-ui';
import { applyPreferences, readPreferences } from './a11y/reading-preferences';
import { startBotCheck } from './bot-check/bot-check-service';
import { installChunkReload } from './errors/chunk-reload';
import { takeFirstScreenData } from './first-screen/first-screen-data';
import { FirstScreenProvider, seedFirstScreen } from './first-screen/FirstScreenProvider';
import { preloadHome } from './home/home-start';
import { initI18n } from './i18n/i18n';
import { SiteLayout } from './layout/SiteLayout';
import { startOfflineSupport } from './pwa/offline-start';
import { registerServiceWorker } from './pwa/register';
import { yieldToBrowser } from './startup/yield-to-browser';
import { atMost, startRouteRemote } from './remotes/start-route-remote';
import { SiteErrorBoundary } from './not-found/SiteErrorBoundary';
import { SiteConfigContext } from './site/site-config-context';
import { startUp } from './startup/start-up';
import { bootState } from './state/boot-state';
import { startTelemetry } from './telemetry/start-telemetry';
import '@qsr/shared-ui/styles.css';
import './styles/global.css';

/** How long the first render over a remote's server-rendered page waits for its remote. */
const FIRST_RENDER_REMOTE_WAIT_MS = 1500;

/**
 * Starts the site: its state from the page's cookies and storage, the start-up reads and the
 * page's remote, then the strings and the first render, each in a task of its own.
 */
export function startSite(): void {
  const site = readSiteConfig();
  const state = bootState(site);
  document.documentElement.lang = state.language;
  const { pathname } = window.location;
  // The server's first screen, when it was rendered for this page: its content is the page's.
  const firstScreen = takeFirstScreenData(document, {
    pathname,
    channel: state.channel,
    language: state.language,
  });
  if (firstScreen) seedFirstScreen(firstScreen);
  installChunkReload();
  startTelemetry();
  // Dialogs give the focus back to what opened them, even a button disabled while it worked.
  followFocus(document);
  applyPreferences(readPreferences(browserStorage()), null);
  startUp();
  if (!firstScreen) preloadHome(pathname, state.channel);
  const routeRemote = startRouteRemote(pathname);
  // What the first render does not need starts in a task of its own, once the page's loads have.
  void yieldToBrowser().then(() => {
    startBotCheck(site);
    startOfflineSupport();
    registerServiceWorker();
  });

  // Over a server-rendered remote page, the first render waits a little for the page's remote
  // (loading since the start), so that the layout and the remote's page replace the server's
  // markup in one commit, with one layout of the page, rather than the layout first and the
  // page again later. The server's markup stays on screen meanwhile; its links work.
  const remoteForFirstRender = firstScreen?.remote
    ? atMost(routeRemote, FIRST_RENDER_REMOTE_WAIT_MS)
    : Promise.resolve();

  // The strings, then the first render, each in a task of its own after the start-up above: as
  // one task they kept a phone from answering input for a quarter of a second.
  void yieldToBrowser()
    .then(() => initI18n(state.language))
    .then(() => remoteForFirstRender)
    .then(yieldToBrowser)
    .then(() => {
      // The first render replaces the server's first screen, if any, in one commit: its layout is
      // the same, and what only the browser knows (the box, the restaurant, the member, the
      // language chosen) comes with it. Not a hydration: that would need the server to know them.
      const root = createRoot(document.getElementById('root') as HTMLElement);
      // A transition renders in slices that yield to the browser, rather than one long task
      // that blocks input while the first page is built.
      startTransition(() =>
        root.render(
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
          </StrictMode>,
        ),
      );
    });
}
