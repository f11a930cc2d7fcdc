// The host's server module (`HostFirstScreenModule` of shared-contracts), bundled on its own
// for Node by the host's build (first-screen-plugin.cjs, which adds the `shared` libraries a
// remote's module takes) and called by the BFF for each page.
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { COOKIES, COOKIE_VALUES, createAppState } from '@qsr/shared-contracts';
import type { HostFirstScreenModule } from '@qsr/shared-contracts/core';
import { pageIsAppVariant } from '../channel/site-variant';
import { keptRenders, serverTranslations } from '@qsr/shared-contracts/server';
import { hostStrings } from '../i18n/strings';
import { SiteLayout } from '../layout/SiteLayout';
import { ServerRequestProvider } from '../site/page-request';
import { SiteConfigContext } from '../site/site-config-context';
import { firstScreenData, firstScreenReads } from './first-screen-data';
import { FirstScreenProvider, seedFirstScreen } from './FirstScreenProvider';

const translations = serverTranslations('host', hostStrings);

export const reads: HostFirstScreenModule['reads'] = firstScreenReads;

/** Renders kept, each for a page and what it was rendered from. */
const kept = keptRenders<ReturnType<HostFirstScreenModule['render']>>();

/**
 * The first screen of the page as the browser's first render would show it to a new visitor
 * (no box, no restaurant, nobody signed in: what only the browser knows comes with its own
 * render). Rendering takes milliseconds of the BFF's one thread, so a render is kept and given
 * again while the page and its content are the same (the BFF keeps its content answers for a
 * while, the same objects).
 */
export const render: HostFirstScreenModule['render'] = (page, site, answers, remote) => {
  // Of the cookies, only the app variant's and the way back's change what the server renders
  // (the rest, like the confirmed location, matters once a restaurant is chosen, which the
  // server never knows).
  const app = pageIsAppVariant(page.search, page.cookies[COOKIES.source]);
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
  return kept(key, [site, remote?.page, ...answers], () =>
    inTurn(() => renderPage({ ...page, cookies }, site, answers, remote)),
  );
};

/**
 * The page's state is the process's one state instance while React renders it, which takes
 * turns of the event loop: one page at a time (milliseconds each).
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(render: () => Promise<T>): Promise<T> {
  const next = turn.then(render);
  turn = next.catch(() => undefined);
  return next;
}

/**
 * How long a render may take: a part that never finishes (a promise that never settles) fails
 * the page's first screen, never the renders after it, which wait their turn.
 */
export const RENDER_LIMIT_MS = 1000;

/** The whole markup of `tree`, once every part of it has rendered (React's stream, read whole). */
function renderToText(tree: ReactNode): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  return new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      // Every part inline, where it stands: a large one is otherwise sent after the page with a
      // script that moves it in place, which the site's Content Security Policy does not run.
      progressiveChunkSize: Infinity,
      onAllReady() {
        const out = new PassThrough();
        text(out).then(resolve, reject);
        stream.pipe(out);
      },
      onShellError: reject,
      // A part that cannot render is a page without a first screen, never a half one.
      onError: reject,
    });
    timer = setTimeout(
      () => stream.abort(new Error(`not rendered within ${RENDER_LIMIT_MS} ms`)),
      RENDER_LIMIT_MS,
    );
  }).finally(() => clearTimeout(timer));
}

const renderPage: HostFirstScreenModule['render'] = async (page, site, answers, remote) => {
  const data = { ...firstScreenData(page, answers), remote: remote?.remote ?? null };
  createAppState({ channel: page.channel, language: page.language });
  seedFirstScreen(data);
  const { protocol, hostname } = new URL(page.origin);
  const html = await renderToText(
    <ServerRequestProvider
      value={{ protocol, hostname, origin: page.origin, cookie: (name) => page.cookies[name] }}
    >
      <SiteConfigContext.Provider value={site}>
        <I18nextProvider i18n={translations[page.language]}>
          <FirstScreenProvider data={{ ...data, remotePart: remote }}>
            <StaticRouter location={remote?.url ?? page.pathname}>
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
