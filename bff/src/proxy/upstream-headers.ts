import type { IncomingHttpHeaders } from 'node:http';
import { API_HEADERS, API_HEADER_VALUES } from '@qsr/shared-contracts/core';

/**
 * Request headers the ordering API may see, besides the ones the BFF sets itself. An
 * allowlist: cookies, hop-by-hop headers (connection, keep-alive, transfer-encoding, te,
 * upgrade, proxy-*), `expect`, forwarding headers and the internal path header never pass.
 */
export const ORDERING_API_FORWARDED_HEADERS: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-length',
  'content-type',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'user-agent',
  API_HEADERS.deviceId,
  API_HEADERS.orderingToken,
  // One key per order placement, so the ordering API answers a retried submit once.
  API_HEADERS.idempotencyKey,
];

/** §6, §7: the headers of an ordering API call as it leaves the BFF. */
export function orderingApiHeaders(
  incoming: IncomingHttpHeaders,
  requestId: string,
): IncomingHttpHeaders {
  const outgoing: Record<string, string | string[]> = {};
  for (const name of ORDERING_API_FORWARDED_HEADERS) {
    const value = incoming[name];
    if (value !== undefined) outgoing[name] = value;
  }
  outgoing[API_HEADERS.clientType] = API_HEADER_VALUES.clientType;
  outgoing[API_HEADERS.apiVersion] = API_HEADER_VALUES.apiVersion;
  outgoing[API_HEADERS.environment] = API_HEADER_VALUES.environment;
  outgoing[API_HEADERS.requestId] = requestId;
  return outgoing as IncomingHttpHeaders;
}

/**
 * Request headers of the public reads (content, job search, careers table): content
 * negotiation, conditional requests and the user agent. No credentials of any kind.
 */
export const PUBLIC_READ_FORWARDED_HEADERS: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'if-none-match',
  'if-modified-since',
  'user-agent',
];

/** The headers of a public read as it leaves the BFF: the allowlist above and the request id. */
export function publicReadHeaders(
  incoming: IncomingHttpHeaders,
  requestId: string,
): IncomingHttpHeaders {
  const outgoing: Record<string, string | string[]> = {};
  for (const name of PUBLIC_READ_FORWARDED_HEADERS) {
    const value = incoming[name];
    if (value !== undefined) outgoing[name] = value;
  }
  outgoing[API_HEADERS.requestId] = requestId;
  return outgoing as IncomingHttpHeaders;
}

/** `user-agent` of the calls the BFF makes on its own account (§7: server-start calls). */
export const SERVER_USER_AGENT = 'web';

/**
 * Headers of a call the BFF makes itself (readiness probe, member check): §7 server-start
 * calls use client type web and user agent web, with the §6 version and environment.
 */
export function serverCallHeaders(requestId: string): Record<string, string> {
  return {
    accept: 'application/json',
    'user-agent': SERVER_USER_AGENT,
    [API_HEADERS.clientType]: API_HEADER_VALUES.clientType,
    [API_HEADERS.apiVersion]: API_HEADER_VALUES.apiVersion,
    [API_HEADERS.environment]: API_HEADER_VALUES.environment,
    [API_HEADERS.requestId]: requestId,
  };
}
