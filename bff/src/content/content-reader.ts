import type http from 'node:http';
import { callUpstream, UpstreamError } from '../proxy/upstream-call';
import { SERVER_USER_AGENT } from '../proxy/upstream-headers';

/** Published content the BFF itself reads (page heads, the first screen). */
export interface ContentReader {
  /** The JSON answer of `<contentApiUrl>/<path>?<query>`, or null when the service has none (404). */
  read(path: string, query?: Record<string, string>): Promise<unknown>;
}

const CACHE_LIMIT = 500;

/**
 * Reads of the content service with its public token, each answer (a missing one too)
 * remembered for `cacheMs`, at most 500 of them; a failure is not remembered, so the next
 * page view asks again. Throws `UpstreamError` when the service fails or does not answer.
 */
export function createContentReader(options: {
  contentApiUrl: string;
  contentToken: string;
  timeoutMs: number;
  cacheMs: number;
  agent: http.Agent;
}): ContentReader {
  const cache = new Map<string, { at: number; answer: Promise<unknown> }>();

  const fetchJson = async (url: string): Promise<unknown> => {
    const answer = await callUpstream({
      url,
      method: 'GET',
      headers: { accept: 'application/json', 'user-agent': SERVER_USER_AGENT },
      timeoutMs: options.timeoutMs,
      agent: options.agent,
      maxBytes: 2 * 1024 * 1024,
    });
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new UpstreamError(502, `status ${answer.status}`);
    return JSON.parse(answer.body.toString('utf8')) as unknown;
  };

  return {
    read(path, query = {}) {
      const url = new URL(`${options.contentApiUrl.replace(/\/+$/, '')}/${path}`);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      url.searchParams.set('token', options.contentToken);
      url.searchParams.set('version', 'published');
      const key = url.href;
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && now - cached.at < options.cacheMs) return cached.answer;
      const answer = fetchJson(key);
      cache.delete(key);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: now, answer });
      answer.catch(() => cache.delete(key));
      return answer;
    },
  };
}
