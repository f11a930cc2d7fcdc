import type http from 'node:http';
import type { Language } from '@qsr/shared-contracts/core';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';

/** JSON reads the BFF itself makes of an upstream (page heads, first screens). */
export interface JsonReader {
  /**
   * The JSON answer of `<path>?<query>` under the upstream, or null when it has none (404).
   * `personal`: one customer's own data (their box), read anew and never remembered.
   * `language`: the page's (§4.11), which the answer's texts are in; English unless told.
   */
  read(
    path: string,
    query?: Record<string, string>,
    options?: { personal?: boolean; language?: Language },
  ): Promise<unknown>;
}

/** How an upstream is asked for a language: a query parameter, or a header. */
export interface LanguageAsked {
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

const CACHE_LIMIT = 500;

/**
 * Reads of one upstream, each answer (a missing one too) remembered for `cacheMs`, at most 500
 * of them, and given as the same object while remembered; a failure is not remembered, so the
 * next page view asks again, nor is a personal answer. Throws `UpstreamError` when the upstream fails or does not answer.
 */
export function createCachedJsonReader(options: {
  /** The URL of a read. */
  url(path: string, query: Record<string, string>): URL;
  headers: Record<string, string>;
  /** How this upstream is asked for the answer's language. */
  inLanguage(language: Language): LanguageAsked;
  timeoutMs: number;
  cacheMs: number;
  agent: http.Agent;
}): JsonReader {
  const cache = new Map<string, { at: number; answer: Promise<unknown> }>();

  const fetchJson = async (url: string, headers: Record<string, string>): Promise<unknown> => {
    const answer = await callUpstream({
      url,
      method: 'GET',
      headers: { ...options.headers, ...headers },
      timeoutMs: options.timeoutMs,
      agent: options.agent,
      maxBytes: 2 * 1024 * 1024,
    });
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new UpstreamError(502, `status ${answer.status}`);
    return JSON.parse(answer.body.toString('utf8')) as unknown;
  };

  return {
    read(path, query = {}, { personal = false, language = 'en-US' } = {}) {
      const asked = options.inLanguage(language);
      const url = options.url(path, { ...query, ...asked.query }).href;
      const headers = asked.headers ?? {};
      if (personal) return fetchJson(url, headers);
      // One language's answer is never another's: the language is in the key either way.
      const key = JSON.stringify([url, headers]);
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && now - cached.at < options.cacheMs) return cached.answer;
      const answer = fetchJson(url, headers);
      cache.delete(key);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: now, answer });
      answer.catch(() => cache.delete(key));
      return answer;
    },
  };
}

/** `<base>/<path>?<query>`, the base's own path kept. */
export function urlUnder(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
