import type http from 'node:http';
import { serverCallHeaders } from '../proxy/upstream-headers';
import { createCachedJsonReader, urlUnder, type JsonReader } from './cached-json-reader';

/** Public reads of the ordering API the BFF itself makes (a restaurant, its menu). */
export type OrderingReader = JsonReader;

/**
 * Reads of the ordering API as any visitor could make them (no token, no cookie), cached
 * (`createCachedJsonReader`): what every visitor of a page would be given.
 */
export function createOrderingReader(options: {
  orderingApiUrl: string;
  timeoutMs: number;
  cacheMs: number;
  agent: http.Agent;
}): OrderingReader {
  return createCachedJsonReader({
    url: (path, query) => urlUnder(options.orderingApiUrl, path, query),
    headers: serverCallHeaders('first-screen'),
    // The ordering API answers its texts in the language the request accepts.
    inLanguage: (language) => ({ headers: { 'accept-language': language } }),
    timeoutMs: options.timeoutMs,
    cacheMs: options.cacheMs,
    agent: options.agent,
  });
}
