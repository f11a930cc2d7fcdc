import type { Channel } from '../channel/channel';
import { COOKIES, readCookie } from '../channel/cookies';
import type { SiteConfig } from '../site-config';
import { LANGUAGES, type Language } from '../types/client-state';

/*
 * The server-rendered first screen (issue 14): the host's build holds a server module that
 * renders the first screen of a page from content the BFF reads for it; the BFF writes that
 * markup and its data into the page, which the browser paints before any script has run.
 */

/** Where the host's server module sits in its build (a dot folder: never served). */
export const FIRST_SCREEN_MODULE_PATH = '.server/first-screen.cjs';

/**
 * The host's page for a first screen (its build writes it beside `index.html`; the name is
 * tooling/preload's too): without the start-up preloads, which would compete with the first
 * screen for the network.
 */
export const FIRST_SCREEN_PAGE = 'first-screen.html';

/** Element id of the JSON the client starts from (the content the first screen showed). */
export const FIRST_SCREEN_DATA_ID = 'qsr-first-screen';

/** The page a first screen is rendered for, as the server sees the request. */
export interface FirstScreenPage {
  pathname: string;
  channel: Channel;
  language: Language;
  /** `https://host` the page was asked on. */
  origin: string;
  /** The request's Cookie header ('' without one). */
  cookie: string;
}

/** One read of the content service: `path` under its API (`stories/home`), the query besides token and version. */
export interface ContentRead {
  path: string;
  query: Record<string, string>;
}

export interface RenderedFirstScreen {
  /** The markup that goes into the page's root element. */
  html: string;
  /** What the client starts from, written into the page as JSON. */
  data: unknown;
}

/** The interface of the host's server module, which the BFF loads from the host's build. */
export interface FirstScreenModule {
  /** The content the first screen of the page needs, or null when the page has no server-rendered first screen. */
  contentReads(page: FirstScreenPage): ContentRead[] | null;
  /** The first screen from the answers to `contentReads`, in their order (JSON bodies). */
  render(page: FirstScreenPage, site: SiteConfig, answers: unknown[]): RenderedFirstScreen;
}

/** §4.11: the `lang` query parameter, when it names a language of the site. */
export function languageFromQuery(search: string): Language | undefined {
  const lang = new URLSearchParams(search).get('lang');
  if (!lang) return undefined;
  return LANGUAGES.find((language) => language === lang || language.startsWith(`${lang}-`));
}

/**
 * The reader's language as the server can know it: the `lang` parameter, else the cookie the
 * host keeps in step with the chosen language (the choice itself lives in local storage, which
 * the server never sees), else the default.
 */
export function requestLanguage(search: string, cookies: string): Language {
  const fromCookie = readCookie(cookies, COOKIES.language);
  return (
    languageFromQuery(search) ?? LANGUAGES.find((language) => language === fromCookie) ?? 'en-US'
  );
}
