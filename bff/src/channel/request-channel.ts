import type { Request } from 'express';
import { detectChannel, type Channel } from '@qsr/shared-contracts/core';

/** The port named in the Host header, or '' when it names none. */
export function hostHeaderPort(host: string | undefined): string {
  if (!host) return '';
  // `[::1]:3000` or `name:3000`
  const match = /^(?:\[[^\]]*\]|[^:]*):(\d+)$/.exec(host.trim());
  return match?.[1] ?? '';
}

/** The host name of the Host header, lower case, without its port ('' when there is none). */
export function hostHeaderName(host: string | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(trimmed);
  return match?.[1] ?? '';
}

/** What decides a request's channel, from the configuration. */
export interface ChannelRule {
  cateringPort: number;
  /** `CATERING_PUBLIC_ORIGIN`: a request addressed to its host is catering. */
  cateringOrigin: string;
  /**
   * Outside production, §1's development rules too: a Host naming the catering port (mapped
   * ports) or a host name containing "catering" (`catering.localhost:3000`).
   */
  developmentRules: boolean;
}

/**
 * §1: catering when the request arrives on the catering port or is addressed to the
 * configured catering host; outside production also by the development rules. Only the
 * connection and the Host header count, never `X-Forwarded-Host` (`req.hostname` reads it
 * behind a trusted proxy): whoever sends that header must not switch a page's channel.
 */
export function channelOfRequest(req: Request, rule: ChannelRule): Channel {
  if (req.socket.localPort === rule.cateringPort) return 'catering';
  const hostname = hostHeaderName(req.headers.host);
  const port = hostHeaderPort(req.headers.host);
  const catering = new URL(rule.cateringOrigin);
  // The origin's port as the Host header spells it: absent for the scheme's default.
  const defaultPort = catering.protocol === 'https:' ? '443' : '80';
  const samePort = catering.port ? port === catering.port : port === '' || port === defaultPort;
  if (hostname === catering.hostname && samePort) return 'catering';
  if (!rule.developmentRules) return 'default';
  return detectChannel({ hostname, port }, String(rule.cateringPort));
}
