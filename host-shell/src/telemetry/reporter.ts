import {
  MAX_TELEMETRY_EVENTS,
  TELEMETRY_PATH,
  type RemoteName,
  type TelemetryBatch,
  type TelemetryEvent,
} from '@qsr/shared-contracts';
import { loadedVersion } from './loaded-remotes';

/** A batch goes this long after its first event, or when the page is hidden, if sooner. */
export const SEND_AFTER_MS = 5_000;

/** The page load's id: the BFF counts a page load once per version, however many batches. */
const session = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

let queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** Loads and errors, once each per remote version and page load (a load failure once per
 * attempt): the judge asks only whether. */
const reported = new Set<string>();

/** Global Privacy Control or Do Not Track: the site has no consent banner, so either means no. */
function declinesTracking(): boolean {
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & {
    globalPrivacyControl?: boolean;
  };
  return globalPrivacyControl === true || doNotTrack === '1';
}

/** Sends what is queued, in batches of at most `MAX_TELEMETRY_EVENTS`. */
export function sendTelemetry(): void {
  clearTimeout(timer);
  timer = undefined;
  const page = location.pathname.slice(0, 200);
  while (queue.length > 0) {
    const batch: TelemetryBatch = { session, page, events: queue.slice(0, MAX_TELEMETRY_EVENTS) };
    queue = queue.slice(MAX_TELEMETRY_EVENTS);
    navigator.sendBeacon?.(TELEMETRY_PATH, JSON.stringify(batch));
  }
}

/** Queues an event for the BFF (`POST /api/telemetry`), unless the browser declines tracking. */
export function report(event: TelemetryEvent): void {
  if (declinesTracking()) return;
  if (event.kind !== 'vital') {
    const again = event.kind === 'load-failure' ? ` ${event.retries}` : '';
    const key = `${event.kind} ${event.remote} ${event.version}${again}`;
    if (reported.has(key)) return;
    reported.add(key);
  }
  queue.push(event);
  if (queue.length >= MAX_TELEMETRY_EVENTS) sendTelemetry();
  else timer ??= setTimeout(sendTelemetry, SEND_AFTER_MS);
}

/** An error of a remote this page loaded: its version is the one loaded. */
export function reportRemoteError(
  kind: 'render-error' | 'uncaught-error',
  remote: RemoteName | undefined,
): void {
  const version = remote && loadedVersion(remote);
  if (remote && version) report({ kind, remote, version });
}

/** Sends when the page is hidden (the last moment a phone surely runs it). */
export function sendWhenHidden(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendTelemetry();
  });
  addEventListener('pagehide', sendTelemetry);
}
