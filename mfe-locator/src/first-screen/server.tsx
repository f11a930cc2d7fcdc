// The locator's server module (`RemoteFirstScreenModule` of shared-contracts), bundled on its
// own for Node by this remote's build (tooling/first-screen-plugin.cjs) and called by the BFF
// for the version pinned for the page's channel.
import { pageRoute, type RemoteFirstScreenModule } from '@qsr/shared-contracts';
import { keptRenders, remotePage, serverTranslations } from '@qsr/shared-contracts/server';
import { handoffChoiceOf } from '../locations/handoff-choice';
import { LocationsPage } from '../locations/LocationsPage';
import { NS, strings } from '../strings';

const translations = serverTranslations(NS, strings);
const kept = keptRenders<ReturnType<RemoteFirstScreenModule['render']>>();

/**
 * /locations has a first screen, from nothing read: its heading is the page's largest paint,
 * which otherwise waits for the remote's scripts (Lighthouse's LCP element). Its other pages
 * show the customer's own restaurant and box, which only the browser knows.
 */
export const reads: RemoteFirstScreenModule['reads'] = (page) =>
  pageRoute(page.pathname)?.id === 'locations' ? [] : null;

/**
 * The page itself as a new visitor's first render shows it (the search the query asks for,
 * the list still loading), the same for every visitor of a channel, language and search: from
 * the page's state, a new visitor's.
 */
export const render: RemoteFirstScreenModule['render'] = (page) => {
  // Only the search chosen counts: any other query renders as the page without it, for a new
  // visitor's box (none: pickup).
  const mode = handoffChoiceOf(new URLSearchParams(page.search).get('mode'), 'pickup');
  return kept(JSON.stringify([page.pathname, mode, page.channel, page.language]), [], () => ({
    page: remotePage(translations[page.language], <LocationsPage />),
    url: `${page.pathname}?mode=${mode}`,
    data: null,
  }));
};
