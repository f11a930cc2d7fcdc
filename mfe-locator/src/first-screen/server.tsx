// The locator's server module (`FirstScreenModule` of shared-contracts), bundled on its own for
// Node by this remote's build (tooling/first-screen-plugin.cjs) and called by the BFF for the
// version pinned for the page's channel.
import { createAppState, pageRoute, type FirstScreenModule } from '@qsr/shared-contracts';
import { keptRenders, renderRemotePage, serverTranslations } from '@qsr/shared-contracts/server';
import { handoffChoiceOf } from '../locations/handoff-choice';
import { LocationsPage } from '../locations/LocationsPage';
import { NS, strings } from '../strings';

const translations = serverTranslations(NS, strings);
const kept = keptRenders<ReturnType<FirstScreenModule['render']>>();

/**
 * /locations has a first screen, from nothing read: its heading is the page's largest paint,
 * which otherwise waits for the remote's scripts (Lighthouse's LCP element). Its other pages
 * show the customer's own restaurant and box, which only the browser knows.
 */
export const reads: FirstScreenModule['reads'] = (page) =>
  pageRoute(page.pathname)?.id === 'locations' ? [] : null;

/**
 * The page itself as a new visitor's first render shows it (the search the query asks for,
 * the list still loading), the same for every visitor of a channel, language and search.
 */
export const render: FirstScreenModule['render'] = (page) => {
  // Only the search chosen counts: any other query renders as the page without it.
  const mode = handoffChoiceOf(new URLSearchParams(page.search).get('mode'));
  return kept(JSON.stringify([page.pathname, mode, page.channel, page.language]), [], () => {
    createAppState({ channel: page.channel, language: page.language });
    return {
      html: renderRemotePage(
        translations[page.language],
        `${page.pathname}?mode=${mode}`,
        <LocationsPage />,
      ),
      data: null,
    };
  });
};
