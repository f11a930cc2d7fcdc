import type { RemoteName } from '../remotes/remote-names';

/**
 * What the host's telemetry reporter sends and the BFF keeps (`POST /api/telemetry`, with
 * `navigator.sendBeacon`): per remote version, whether a page load had an error of it and how
 * its vitals went, for a canary's judge. No field holds free text: nothing personal is sent.
 */
export const TELEMETRY_PATH = '/api/telemetry';

/** Events in one batch, at most. */
export const MAX_TELEMETRY_EVENTS = 50;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The largest value each vital may have: ms for LCP and INP, a layout-shift score for CLS. */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 60_000, INP: 60_000, CLS: 10 };

export interface RemoteVersion {
  remote: RemoteName;
  version: string;
}

/**
 * - `loaded`: the remote's exposed module loaded (a page load counts for a version once it has);
 * - `load-failure`: its manifest or entry failed after the runtime's retries; `retries`, the
 *   customer's "Try again" before it on this page;
 * - `render-error`: caught by the remote's error boundary;
 * - `uncaught-error`: thrown from the remote's scripts, outside React's rendering;
 * - `vital`: LCP, INP (ms) or CLS, naming the remote owning the element or interaction, if any.
 */
export type TelemetryEvent =
  | ({ kind: 'loaded' } & RemoteVersion)
  | ({ kind: 'load-failure'; retries: number } & RemoteVersion)
  | ({ kind: 'render-error' } & RemoteVersion)
  | ({ kind: 'uncaught-error' } & RemoteVersion)
  | ({ kind: 'vital'; name: VitalName; value: number } & Partial<RemoteVersion>);

export interface TelemetryBatch {
  /** A random id for the page load: 16–64 of [A-Za-z0-9_-]. */
  session: string;
  /** The page's path, without query or fragment. */
  page: string;
  events: TelemetryEvent[];
}
