export type Channel = 'default' | 'catering';

/** The local development port that selects catering (§1, §6). */
export const CATERING_DEV_PORT = '2001';

export interface OriginLike {
  hostname: string;
  port: string;
}

/**
 * §1: catering when the host name contains "catering" or the catering port is used.
 * `cateringPort` lets a deployment (or the e2e suite) serve catering on another port.
 */
export function detectChannel(
  origin: OriginLike,
  cateringPort: string = CATERING_DEV_PORT,
): Channel {
  if (origin.hostname.toLowerCase().includes('catering')) return 'catering';
  return origin.port === cateringPort || origin.port === CATERING_DEV_PORT ? 'catering' : 'default';
}
