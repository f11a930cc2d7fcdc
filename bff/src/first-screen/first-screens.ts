import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { parse as parseCookies } from 'cookie';
import escapeHtml from 'escape-html';
import type { Request } from 'express';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MODULE_PATH,
  remoteFirstScreenDataId,
  requestLanguage,
  type Channel,
  type FirstScreenPage,
  type HostFirstScreenModule,
  type FirstScreenRead,
  type Language,
  type RemoteFirstScreen,
  type RemoteFirstScreenModule,
  type RemoteName,
  type RouteDefinition,
  type SiteConfig,
} from '@qsr/shared-contracts/core';
import type { ContentReader } from '../upstream-reads/content-reader';
import type { OrderingReader } from '../upstream-reads/ordering-reader';
import type { Logger } from '../logging/logger';

/** A first screen as it goes into the host's page. */
export interface FirstScreenMarkup {
  /** The page's root element with the first screen in it, and the data the client starts from. */
  root: string;
  /**
   * What the page's head gets besides the host's: the CSS the first screen needs, and the
   * preload of a remote's data ('' for none).
   */
  head: string;
  /** The language it is written in (the page's `lang`). */
  language: Language;
  /** It shows the customer's own data (a personal read): the page is theirs only. */
  personal: boolean;
}

export interface FirstScreens {
  /**
   * The page's first screen; null when the page has none, or when it cannot be rendered in
   * time (the page then loads as a client-rendered page, which it always can).
   */
  render(
    req: Request,
    channel: Channel,
    owner: RouteDefinition['owner'],
    /** The visitor's cohort id: on a remote's page, the version of it they load. */
    cohort?: string,
  ): Promise<FirstScreenMarkup | null>;
  /**
   * What the remote's part of the page's first screen starts from, which the page preloads
   * (`remoteDataUrl`); null when it has none, or cannot be rendered in time. `personal` as the
   * page's.
   */
  remoteData(
    req: Request,
    channel: Channel,
    remote: RemoteName,
    cohort?: string,
  ): Promise<{ data: unknown; personal: boolean } | null>;
}

/** The query parameter that asks a page's URL for its remote's first-screen data. */
export const REMOTE_DATA_PARAM = 'first-screen';

/**
 * Where the page preloads its remote's data: the page's own URL and query, with the parameter.
 * Relative to the page, so no path it was asked on can point it elsewhere.
 */
function remoteDataUrl(search: string, remote: RemoteName): string {
  const query = new URLSearchParams(search);
  query.set(REMOTE_DATA_PARAM, remote);
  return `?${query.toString()}`;
}

/**
 * Fetched as the page is parsed, so that the remote's script finds it there when it runs (a
 * `fetch` of the same URL, with the same mode and credentials, takes the preloaded answer).
 */
const remoteDataPreload = (search: string, remote: RemoteName) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" id="${remoteFirstScreenDataId(remote)}" href="${escapeHtml(remoteDataUrl(search, remote))}">`;

/** JSON safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Evaluates the module as Node evaluates a CommonJS file, but afresh on every build (Node's
 * `require` would keep the first one). It is one bundle: it requires Node's own modules, and a
 * remote's the libraries the host's module shares (`shared`), as the browser's share scope gives
 * them: one React renders the page.
 */
function loadModule<M>(file: string, source: string, shared: Record<string, unknown> = {}): M {
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  const nodeRequire = createRequire(file);
  const requireShared = (name: string): unknown =>
    Object.hasOwn(shared, name) ? shared[name] : nodeRequire(name);
  const module = { exports: {} };
  wrapper(module.exports, requireShared, module, file, path.dirname(file));
  return module.exports as M;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * A page that asks for other remote versions (`?remotes=menuCart@1.3.0`, QA): the browser may
 * load another version than the pinned one the server would render with, whose render would not
 * hydrate the server's. Such a page renders in the browser.
 */
const asksOtherVersions = (req: Request) =>
  new URL(req.originalUrl, 'http://page').searchParams.has('remotes');

/** Rounds of reads a module may ask for (a read may depend on an answer of the round before). */
const MAX_READ_ROUNDS = 3;

/** The answers to a module's reads for the page, or null when it renders no first screen of it. */
async function readsAnswered(
  module: Pick<HostFirstScreenModule, 'reads'>,
  page: FirstScreenPage,
  read: (read: FirstScreenRead) => Promise<unknown>,
): Promise<unknown[] | null> {
  const answers: unknown[] = [];
  for (let round = 0; round < MAX_READ_ROUNDS; round += 1) {
    const reads = module.reads(page, answers);
    if (!reads) return null;
    if (reads.length <= answers.length) return answers;
    answers.push(...(await Promise.all(reads.slice(answers.length).map(read))));
  }
  throw new Error(`reads still asked for after ${MAX_READ_ROUNDS} rounds`);
}

const dataScript = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${scriptJson(data)}</script>`;

/**
 * A remote's part of the page from its module; throws for a module built for the first screens
 * of before (an inert markup of its own, with a React of its own), which the host cannot render.
 */
function remotePart(
  module: RemoteFirstScreenModule,
  ...args: Parameters<RemoteFirstScreenModule['render']>
): RemoteFirstScreen {
  const part = module.render(...args) as Partial<RemoteFirstScreen> | null;
  if (!part || !('page' in part) || typeof part.url !== 'string')
    throw new Error("the remote's server module gives no page: it was built for another host");
  return part as RemoteFirstScreen;
}

/**
 * Loads a build's server module, and again when its file changes; null when it has none. A
 * remote's is given the host's shared libraries, and loaded again when they change.
 */
function moduleLoader<M>(): (
  dir: string | null,
  shared?: Record<string, unknown>,
) => Promise<M | null> {
  const loaded = new Map<string, { mtimeMs: number; shared?: object; module: M }>();
  return async (dir, shared) => {
    if (!dir) return null;
    const file = path.join(dir, FIRST_SCREEN_MODULE_PATH);
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    let entry = loaded.get(file);
    if (entry?.mtimeMs !== mtimeMs || entry.shared !== shared) {
      entry = {
        mtimeMs,
        shared,
        module: loadModule<M>(file, await readFile(file, 'utf8'), shared),
      };
      loaded.set(file, entry);
    }
    return entry.module;
  };
}

/** The page a first screen is rendered for, as the request asks for it. */
function pageOf(
  req: Request,
  channel: Channel,
  publicOrigins: Record<Channel, string>,
): FirstScreenPage {
  // A malformed value is kept as it came (the `cookie` package never throws on one): no
  // cookie a visitor holds can cost the page its first screen.
  const cookies = parseCookies(req.headers.cookie ?? '');
  const search = new URL(req.originalUrl, 'http://page').search;
  return {
    pathname: req.path,
    search,
    channel,
    language: requestLanguage(search, cookies, req.acceptsLanguages()),
    origin: publicOrigins[channel],
    cookies,
  };
}

/**
 * The server-rendered first screen with the server modules of the host's build and,
 * on a remote's page, of the remote version pinned for the channel; each loaded again when its
 * file changes. The reads wait `waitMs` at most: a slow upstream must not hold the page back
 * (their answers stay cached for the next view).
 */
export function createFirstScreens(options: {
  hostDist: string;
  /** The folder of the remote version that pages of the channel load (null: none to load). */
  remoteDir(channel: Channel, remote: RemoteName, cohort?: string): Promise<string | null>;
  siteConfig: SiteConfig;
  /** Each channel's public origin (the first screen's links never come from `Host`). */
  publicOrigins: Record<Channel, string>;
  content: ContentReader;
  ordering: OrderingReader;
  waitMs: number;
  logger: Logger;
}): FirstScreens {
  const hostModule = moduleLoader<HostFirstScreenModule>();
  const remoteModule = moduleLoader<RemoteFirstScreenModule>();
  /** The pinned version's server module of the remote, with the host module's libraries. */
  const remoteModuleOf = async (
    host: HostFirstScreenModule,
    channel: Channel,
    remote: RemoteName,
    cohort?: string,
  ) => remoteModule(await options.remoteDir(channel, remote, cohort), host.shared);

  const reader = (service: FirstScreenRead['service']) =>
    service === 'ordering' ? options.ordering : options.content;

  /** The page's reads, in its language (§4.11), and whether any was the customer's own. */
  const readerFor = (page: FirstScreenPage) => {
    const reads = { personal: false };
    const read = ({ service, path: readPath, query, personal: own }: FirstScreenRead) => {
      reads.personal ||= own === true;
      return reader(service).read(readPath, query, { personal: own, language: page.language });
    };
    return { reads, read };
  };

  const failed = (req: Request, error: unknown) =>
    options.logger.warn(
      { path: req.path, reason: error instanceof Error ? error.message : String(error) },
      'first screen not rendered: the page renders in the browser',
    );

  return {
    async render(req, channel, owner, cohort) {
      try {
        const remote = owner === 'host' ? null : owner;
        if (remote && asksOtherVersions(req)) return null;
        const host = await hostModule(options.hostDist);
        if (!host) return null;
        const remoteServer = remote ? await remoteModuleOf(host, channel, remote, cohort) : null;
        if (remote && !remoteServer) return null;
        const page = pageOf(req, channel, options.publicOrigins);
        const { reads, read } = readerFor(page);
        const [hostAnswers, remoteAnswers] = await within(
          Promise.all([
            readsAnswered(host, page, read),
            remoteServer ? readsAnswered(remoteServer, page, read) : [],
          ]),
          options.waitMs,
        );
        if (!hostAnswers || !remoteAnswers) return null;
        const part =
          remote && remoteServer
            ? { remote, ...remotePart(remoteServer, page, options.siteConfig, remoteAnswers) }
            : undefined;
        const { html, data } = await within(
          host.render(page, options.siteConfig, hostAnswers, part),
          options.waitMs,
        );
        return {
          // Inert until the browser has hydrated it (the host takes the attribute away): a tap
          // before then would follow a link past what its script does, or reach a dead button.
          root: `<div id="root" inert="">${html}</div>${dataScript(FIRST_SCREEN_DATA_ID, data)}`,
          // A remote's styles come with its scripts, which have not run when the first screen
          // paints; its data comes beside the page.
          head:
            (remoteServer?.styles
              ? `<style data-first-screen="">${remoteServer.styles}</style>`
              : '') +
            (part && part.data !== null ? remoteDataPreload(page.search, part.remote) : ''),
          language: page.language,
          personal: reads.personal,
        };
      } catch (error) {
        failed(req, error);
        return null;
      }
    },

    async remoteData(req, channel, remote, cohort) {
      try {
        if (asksOtherVersions(req)) return null;
        const host = await hostModule(options.hostDist);
        const module = host && (await remoteModuleOf(host, channel, remote, cohort));
        if (!module) return null;
        const page = pageOf(req, channel, options.publicOrigins);
        const { reads, read } = readerFor(page);
        const answers = await within(readsAnswered(module, page, read), options.waitMs);
        if (!answers) return null;
        const { data } = remotePart(module, page, options.siteConfig, answers);
        return data === null ? null : { data, personal: reads.personal };
      } catch (error) {
        failed(req, error);
        return null;
      }
    },
  };
}

/** The host page with the first screen in place of its empty root element, in its language. */
export function injectFirstScreen(
  html: string,
  { root, head, language }: FirstScreenMarkup,
): string {
  const styled = head ? html.replace('</head>', () => `${head}</head>`) : html;
  return styled
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('<div id="root"></div>', () => root);
}
