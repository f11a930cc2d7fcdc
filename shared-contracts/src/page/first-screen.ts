import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import type { AppState } from '../types/client-state';
import type { Channel } from '../channel/channel';
import { COOKIES, type RequestCookies } from '../channel/cookies';
import type { RemoteName } from '../remotes/remote-names';
import type { SiteConfig } from '../site-config';
import { siteLanguageOf, startLanguage } from '../i18n/start-language';
import type { Language } from '../types/language';

/*
 * The server-rendered first screen: the host's build, and the build of each remote
 * whose pages have one, holds a server module that renders the first screen of a page from
 * what the BFF reads for it. For a remote's page the remote gives its page and the host renders
 * it in its area of the layout; the BFF writes that markup into the page, which the browser
 * paints before any script has run and hydrates, with the data each starts from.
 */

/** Where a build's server module sits in it (a dot folder: never served). */
export const FIRST_SCREEN_MODULE_PATH = '.server/first-screen.cjs';

/**
 * The host's page for a first screen (its build writes it beside `index.html`; the name is
 * tooling/preload's too): without the start-up preloads, which would compete with the first
 * screen for the network.
 */
export const FIRST_SCREEN_PAGE = 'first-screen.html';

/** Element id of the JSON the host starts from (the content its first screen showed). */
export const FIRST_SCREEN_DATA_ID = 'qsr-first-screen';

/**
 * Element id of the preload link of the JSON a remote starts from (what its part of the first
 * screen showed): the remote fetches its `href`, which the page began loading as it was parsed.
 * Not written into the page: a menu's data would make the page itself several round trips long.
 */
export const remoteFirstScreenDataId = (remote: RemoteName): string =>
  `${FIRST_SCREEN_DATA_ID}-${remote}`;

/** The page a first screen is rendered for, as the server sees the request. */
export interface FirstScreenPage {
  pathname: string;
  /** The query as asked (`?id=BB-2PC-TENDERS`), '' for none: a product page's is its product. */
  search: string;
  channel: Channel;
  language: Language;
  /** `https://host` the page was asked on. */
  origin: string;
  /** The request's cookies, as the BFF parsed them (a malformed one as it came). */
  cookies: RequestCookies;
}

/**
 * One read the BFF makes for a first screen: `path` under the content service's API
 * (`stories/home`; the query besides token and version) or under the ordering API's
 * `/api/v1` (`locations/101`).
 */
export interface FirstScreenRead {
  service: 'content' | 'ordering';
  path: string;
  query?: Record<string, string>;
  /**
   * The customer's own data (their box): read for this page view, never kept for the next.
   * Other answers are what any visitor would be given, and are kept a while.
   */
  personal?: boolean;
}

export interface RenderedFirstScreen {
  /** The markup that goes into the page's root element. */
  html: string;
  /** What the host's client starts from, written into the page as JSON. */
  data: unknown;
}

/**
 * A remote's part of a first screen: its page, which the host's render puts in the remote's
 * area of its tree (one React renders both, as in the browser), and what the remote's client
 * starts from, served beside the page (`remoteFirstScreenDataId`; null: nothing).
 */
export interface RemoteFirstScreen {
  page: ReactNode;
  /** The path and query the page was rendered at (the host's router has it). */
  url: string;
  /** The state it was rendered from when that is not the page's (as `firstScreenState`). */
  state?: Snapshot<AppState> | null;
  data: unknown;
}

/** What a server module reads for a page; see `reads` below. */
type FirstScreenReads = (
  page: FirstScreenPage,
  answers: readonly unknown[],
) => FirstScreenRead[] | null;

/**
 * The server module of the host's build: it renders the page, with the pinned remote's part in
 * it on a remote's page.
 */
export interface HostFirstScreenModule {
  /**
   * What the first screen of the page needs, given the answers to the reads asked for so far
   * (a read may depend on an earlier answer: a restaurant's menu on the restaurant); the same
   * reads again when that is all. Null when the page has no server-rendered first screen.
   */
  reads: FirstScreenReads;
  /** The first screen from the answers to `reads`, in their order (JSON bodies; null for a 404). */
  render(
    page: FirstScreenPage,
    site: SiteConfig,
    answers: unknown[],
    remote?: RemoteFirstScreen & { remote: RemoteName },
  ): Promise<RenderedFirstScreen>;
  /**
   * The libraries a remote's server module takes from the host's (its `require` of them), as
   * the browser's share scope hands them over: one React, one router, one state.
   */
  shared: Record<string, unknown>;
}

/** The server module of the build of a remote whose pages have a first screen. */
export interface RemoteFirstScreenModule {
  reads: FirstScreenReads;
  /**
   * The CSS of its part of a first screen (its scripts inject its styles, and have not run when
   * the first screen paints). The build adds it: every stylesheet its pages import.
   */
  styles?: string;
  /** Its part of the first screen from the answers to `reads`. */
  render(page: FirstScreenPage, site: SiteConfig, answers: unknown[]): RemoteFirstScreen;
}

/**
 * The restaurant the reader has chosen, as the server can know it: the cookie the host keeps
 * in step with the chosen restaurant (which itself lives in local storage).
 */
export function requestRestaurant(cookies: RequestCookies): number | undefined {
  const id = Number(cookies[COOKIES.restaurant]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The reader's language as the server can know it, by the host's rule (`startLanguage`): the
 * `lang` parameter, else the cookie the host keeps in step with the chosen language (the choice
 * itself lives in local storage, which the server never sees), else the browser's languages
 * (`Accept-Language`, most wanted first), else the default.
 */
export function requestLanguage(
  search: string,
  cookies: RequestCookies,
  preferred: readonly string[] = [],
): Language {
  return startLanguage({
    query: queryLanguage(search),
    chosen: cookies[COOKIES.language],
    preferred,
  });
}

/** §4.11 the language a page's `lang` parameter names, when the site speaks it (`es-MX` is es). */
function queryLanguage(search: string): Language | undefined {
  const query = new URLSearchParams(search).get('lang');
  return query ? siteLanguageOf(query) : undefined;
}

/**
 * The cookie that keeps a language chosen by a page's `lang` parameter, as the host writes it
 * once its scripts run (boot-state.ts): the server sets it with the page, so that a link
 * followed before them keeps the language. Null when the parameter names no language.
 */
export function queryLanguageCookie(search: string): { name: string; value: Language } | null {
  const language = queryLanguage(search);
  return language ? { name: COOKIES.language, value: language } : null;
}
