import http from 'node:http';
import https from 'node:https';

/** A keep-alive agent for an upstream base URL. */
export function createUpstreamAgent(target: string): http.Agent {
  const options: http.AgentOptions = {
    keepAlive: true,
    keepAliveMsecs: 1000,
    maxFreeSockets: 64,
    // Idle pooled sockets are dropped after 4 s, before a typical server keep-alive timeout
    // (5 s for Node), so a reused socket is rarely one the server has just closed.
    timeout: 4000,
    noDelay: true,
  };
  return new URL(target).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/** One keep-alive agent per upstream origin, shared by every route that calls it. */
export interface UpstreamAgents {
  for(url: string): http.Agent;
}

export function createUpstreamAgents(): UpstreamAgents {
  const agents = new Map<string, http.Agent>();
  return {
    for(url) {
      const origin = new URL(url).origin;
      let agent = agents.get(origin);
      if (!agent) {
        agent = createUpstreamAgent(url);
        agents.set(origin, agent);
      }
      return agent;
    },
  };
}
