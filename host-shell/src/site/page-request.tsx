import { createContext, useContext } from 'react';
import { readCookie } from '@qsr/shared-contracts';

/** What the page was asked with, which render decisions read (the channel's variant, links). */
export interface PageRequest {
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
  /** One cookie of the request; undefined when absent or malformed. */
  cookie(name: string): string | undefined;
}

/** The browser's, read when asked: a cookie is a round trip to the browser's cookie store. */
const browserRequest: PageRequest = {
  get protocol() {
    return window.location.protocol;
  },
  get hostname() {
    return window.location.hostname;
  },
  get origin() {
    return window.location.origin;
  },
  cookie: readCookie,
};

const ServerRequestContext = createContext<PageRequest | null>(null);

/** The server's first screen gives the request it renders for; the browser has its own. */
export const ServerRequestProvider = ServerRequestContext.Provider;

export function usePageRequest(): PageRequest {
  return useContext(ServerRequestContext) ?? browserRequest;
}
