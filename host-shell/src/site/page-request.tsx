import { createContext, useContext } from 'react';

/** What the page was asked with, which render decisions read (the channel's variant, links). */
export interface PageRequest {
  protocol: string;
  hostname: string;
  origin: string;
  cookie: string;
}

const ServerRequestContext = createContext<PageRequest | null>(null);

/** The server's first screen gives the request it renders for; the browser has its own. */
export const ServerRequestProvider = ServerRequestContext.Provider;

export function usePageRequest(): PageRequest {
  const server = useContext(ServerRequestContext);
  if (server) return server;
  const { protocol, hostname, origin } = window.location;
  return { protocol, hostname, origin, cookie: document.cookie };
}
