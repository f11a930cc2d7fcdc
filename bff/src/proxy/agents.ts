import http from 'node:http';
import https from 'node:https';

/**
 * Idle pooled sockets are dropped after 4 s, before a typical server keep-alive timeout (5 s
 * for Node), so a reused socket is rarely one the server has just closed.
 */
export const DEFAULT_KEEP_ALIVE_MS = 4000;

/**
 * A keep-alive agent for an upstream base URL. `keepAliveMs` 0 opens a connection per request
 * (what the proxy library does without an agent): the benchmark's comparison, never a default.
 */
export function createUpstreamAgent(
  target: string,
  keepAliveMs: number = DEFAULT_KEEP_ALIVE_MS,
): http.Agent {
  const options: http.AgentOptions =
    keepAliveMs > 0
      ? {
          keepAlive: true,
          keepAliveMsecs: 1000,
          maxFreeSockets: 64,
          timeout: keepAliveMs,
          noDelay: true,
        }
      : { keepAlive: false, noDelay: true };
  return new URL(target).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/** One keep-alive agent per upstream origin, shared by every route that calls it. */
export interface UpstreamAgents {
  for(url: string): http.Agent;
}

export function createUpstreamAgents(keepAliveMs = DEFAULT_KEEP_ALIVE_MS): UpstreamAgents {
  const agents = new Map<string, http.Agent>();
  return {
    for(url) {
      const origin = new URL(url).origin;
      let agent = agents.get(origin);
      if (!agent) {
        agent = createUpstreamAgent(url, keepAliveMs);
        agents.set(origin, agent);
      }
      return agent;
    },
  };
}
