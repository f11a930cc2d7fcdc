import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { Request } from 'express';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MODULE_PATH,
  requestLanguage,
  type Channel,
  type FirstScreenModule,
  type FirstScreenPage,
  type Language,
  type SiteConfig,
} from '../contracts';
import type { ContentReader } from '../content/content-reader';
import type { Logger } from '../logging/logger';

/** A first screen as it goes into the host's page. */
export interface FirstScreenMarkup {
  /** The page's root element with the first screen in it, and the data the client starts from. */
  root: string;
  /** The language it is written in (the page's `lang`). */
  language: Language;
}

export interface FirstScreens {
  /**
   * The page's first screen; null when the page has none, or when it cannot be rendered in
   * time (the page then loads as a client-rendered page, which it always can).
   */
  render(req: Request, channel: Channel): Promise<FirstScreenMarkup | null>;
}

/** JSON safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Evaluates the module as Node evaluates a CommonJS file, but afresh on every build (Node's
 * `require` would keep the first one). It is one bundle: it requires only Node's own modules.
 */
function loadModule(file: string, source: string): FirstScreenModule {
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} };
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports as FirstScreenModule;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The server-rendered first screen (issue 14) with the host's server module from its build,
 * loaded again when the build changes. Its content reads wait `waitMs` at most: a slow content
 * service must not hold the page back (their answers stay cached for the next view).
 */
export function createFirstScreens(options: {
  hostDist: string;
  siteConfig: SiteConfig;
  content: ContentReader;
  waitMs: number;
  logger: Logger;
}): FirstScreens {
  const file = path.join(options.hostDist, FIRST_SCREEN_MODULE_PATH);
  let loaded: { mtimeMs: number; module: FirstScreenModule } | null = null;

  const moduleNow = async (): Promise<FirstScreenModule | null> => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, module: loadModule(file, await readFile(file, 'utf8')) };
    }
    return loaded.module;
  };

  return {
    async render(req, channel) {
      try {
        const module = await moduleNow();
        if (!module) return null;
        const cookie = req.headers.cookie ?? '';
        const search = new URL(req.originalUrl, 'http://page').search;
        const page: FirstScreenPage = {
          pathname: req.path,
          channel,
          language: requestLanguage(search, cookie),
          origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
          cookie,
        };
        const reads = module.contentReads(page);
        if (!reads) return null;
        const answers = await within(
          Promise.all(reads.map((read) => options.content.read(read.path, read.query))),
          options.waitMs,
        );
        const { html, data } = module.render(page, options.siteConfig, answers);
        return {
          root: `<div id="root">${html}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>`,
          language: page.language,
        };
      } catch (error) {
        options.logger.warn(
          { path: req.path, reason: error instanceof Error ? error.message : String(error) },
          'first screen not rendered: the page renders in the browser',
        );
        return null;
      }
    },
  };
}

/** The host page with the first screen in place of its empty root element, in its language. */
export function injectFirstScreen(html: string, { root, language }: FirstScreenMarkup): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('<div id="root"></div>', () => root);
}
