import type http from 'node:http';
import { SERVER_USER_AGENT } from '../proxy/upstream-headers';
import { createCachedJsonReader, urlUnder, type JsonReader } from './cached-json-reader';

/** Published content the BFF itself reads (page heads, the first screen). */
export type ContentReader = JsonReader;

/** Reads of the content service with its public token, cached (`createCachedJsonReader`). */
export function createContentReader(options: {
  contentApiUrl: string;
  contentToken: string;
  timeoutMs: number;
  cacheMs: number;
  agent: http.Agent;
}): ContentReader {
  return createCachedJsonReader({
    url: (path, query) =>
      urlUnder(options.contentApiUrl, path, {
        ...query,
        token: options.contentToken,
        version: 'published',
      }),
    headers: { accept: 'application/json', 'user-agent': SERVER_USER_AGENT },
    // The content service's languages (Storyblok): Spanish by `language=es`, English the default.
    inLanguage: (language) => (language === 'es' ? { query: { language: 'es' } } : {}),
    timeoutMs: options.timeoutMs,
    cacheMs: options.cacheMs,
    agent: options.agent,
  });
}
