import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserStorage, hydrateFrom, readSiteConfig } from '@qsr/shared-contracts';
import { followFocus } from '@qsr/shared-ui';
import { applyPreferences, readPreferences } from './a11y/reading-preferences';
import { startBotCheck } from './bot-check/bot-check-service';
import { installChunkReload } from './errors/chunk-reload';
import { takeFirstScreenData } from './first-screen/first-screen-data';
import { reportHydrationError } from './first-screen/hydration';
import { seedFirstScreen } from './first-screen/FirstScreenProvider';
import { SiteTree } from './layout/SiteTree';
import { preloadHome } from './home/home-start';
import { initI18n } from './i18n/i18n';
import { startOfflineSupport } from './pwa/offline-start';
import { registerServiceWorker } from './pwa/register';
import { yieldToBrowser } from './startup/yield-to-browser';
import { startRouteRemote } from './remotes/start-route-remote';
import { startUp } from './startup/start-up';
import { bootState } from './state/boot-state';
import { startTelemetry } from './telemetry/start-telemetry';
import '@qsr/shared-ui/styles.css';
import './styles/global.css';

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
  startRouteRemote(pathname);
  // What the first render does not need starts in a task of its own, once the page's loads have.
  void yieldToBrowser().then(() => {
    startBotCheck(site);
    startOfflineSupport();
    registerServiceWorker();
  });
  // The server rendered its first screen from a new visitor's state: the hydration reads that.
  if (firstScreen)
    hydrateFrom({
      channel: state.channel,
      language: state.language,
      contentCards: firstScreen.contentCards,
    });

  // The strings, then the first render, each in a task of its own after the start-up above: as
  // one task they kept a phone from answering input for a quarter of a second.
  void yieldToBrowser()
    .then(() => initI18n(state.language))
    .then(yieldToBrowser)
    .then(() => {
      const tree = <SiteTree site={site} firstScreen={firstScreen} />;
      const container = document.getElementById('root') as HTMLElement;
      // Over the server's first screen, React hydrates it: the same components render the same
      // markup from the state it was rendered from, and take it over where it is; what only the
      // browser knows (the box, the restaurant, the member) comes in the render after. A page's
      // remote takes over its part when it has loaded (RemotePage).
      // Either in a transition: it renders in slices that yield to the browser, rather than one
      // long task that blocks input while the first page is built (a hydration outside one runs
      // in a single task).
      if (firstScreen) {
        startTransition(() => {
          hydrateRoot(container, tree, { onRecoverableError: reportHydrationError });
        });
        return;
      }
      const root = createRoot(container);
      startTransition(() => root.render(tree));
    });
}
