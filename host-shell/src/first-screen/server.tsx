// The host's server module (`FirstScreenModule` of shared-contracts), bundled on its own for
// Node by the host's build (first-screen-plugin.cjs) and called by the BFF for each page.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import {
  COOKIES,
  COOKIE_VALUES,
  createAppState,
  type FirstScreenModule,
} from '@qsr/shared-contracts';
import { isAppVariant } from '../channel/site-variant';
import { keptRenders, serverTranslations } from '@qsr/shared-contracts/server';
import { hostStrings } from '../i18n/strings';
import { SiteLayout } from '../layout/SiteLayout';
import { ServerRequestProvider } from '../site/page-request';
import { SiteConfigContext } from '../site/site-config-context';
import { firstScreenData, firstScreenReads } from './first-screen-data';
import { FirstScreenProvider, seedFirstScreen } from './FirstScreenProvider';

const translations = serverTranslations('host', hostStrings);

export const reads: FirstScreenModule['reads'] = firstScreenReads;

/** Renders kept, each for a page and what it was rendered from. */
const kept = keptRenders<ReturnType<FirstScreenModule['render']>>();

/**
 * The first screen of the page as the browser's first render would show it to a new visitor
 * (no box, no restaurant, nobody signed in: what only the browser knows comes with its own
 * render). Rendering takes milliseconds of the BFF's one thread, so a render is kept and given
 * again while the page and its content are the same (the BFF keeps its content answers for a
 * while, the same objects).
 */
export const render: FirstScreenModule['render'] = (page, site, answers, remote) => {
  // Of the cookies, only the app variant's and the way back's change what the server renders
  // (the rest, like the confirmed location, matters once a restaurant is chosen, which the
  // server never knows).
  const app = isAppVariant(page.cookies[COOKIES.source]);
  const wayBack = page.cookies[COOKIES.wayBack] === COOKIE_VALUES.wayBack;
  const key = JSON.stringify([
    page.pathname,
    page.channel,
    page.language,
    page.origin,
    app,
    wayBack,
  ]);
  const cookies = {
    ...(app && { [COOKIES.source]: COOKIE_VALUES.appSource }),
    ...(wayBack && { [COOKIES.wayBack]: COOKIE_VALUES.wayBack }),
  };
  return kept(key, [site, remote?.html, ...answers], () =>
    renderPage({ ...page, cookies }, site, answers, remote),
  );
};

/** Rendering is synchronous, so the one state instance of this process is the page's for it. */
const renderPage: FirstScreenModule['render'] = (page, site, answers, remote) => {
  const data = firstScreenData(page, answers);
  createAppState({ channel: page.channel, language: page.language });
  seedFirstScreen(data);
  const { protocol, hostname } = new URL(page.origin);
  const html = renderToString(
    <ServerRequestProvider
      value={{ protocol, hostname, origin: page.origin, cookie: (name) => page.cookies[name] }}
    >
      <SiteConfigContext.Provider value={site}>
        <I18nextProvider i18n={translations[page.language]}>
          <FirstScreenProvider data={{ ...data, remote }}>
            <StaticRouter location={page.pathname}>
              <SiteLayout />
            </StaticRouter>
          </FirstScreenProvider>
        </I18nextProvider>
      </SiteConfigContext.Provider>
    </ServerRequestProvider>,
  );
  // The markup React hydrates in the browser (bootstrap.tsx), as it is.
  return { html, data };
};
