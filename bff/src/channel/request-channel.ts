import type { Request } from 'express';
import { detectChannel, type Channel } from '@qsr/shared-contracts/core';

/** The port named in the Host header, or '' when it names none. */
export function hostHeaderPort(host: string | undefined): string {
  if (!host) return '';
  // `[::1]:3000` or `name:3000`
  const match = /^(?:\[[^\]]*\]|[^:]*):(\d+)$/.exec(host.trim());
  return match?.[1] ?? '';
}

/**
 * §1: catering when the host name contains "catering", or when the request uses the catering
 * port, either as the port it arrived on or as the port the browser addressed (Host header,
 * which differs when a container or proxy maps ports).
 */
export function channelOfRequest(req: Request, cateringPort: number): Channel {
  const catering = String(cateringPort);
  const hostname = req.hostname ?? '';
  const viaHost = detectChannel({ hostname, port: hostHeaderPort(req.headers.host) }, catering);
  if (viaHost === 'catering') return 'catering';
  return detectChannel({ hostname, port: String(req.socket.localPort ?? '') }, catering);
}
