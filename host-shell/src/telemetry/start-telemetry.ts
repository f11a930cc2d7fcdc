import { sendWhenHidden } from './reporter';
import { watchUncaughtErrors } from './uncaught-errors';

/**
 * The host's telemetry for canary releases (docs/operations.md, "Canary releases"): remotes'
 * loads and errors from the start; their vitals once a remote loads (vitals.ts).
 */
export function startTelemetry(): void {
  sendWhenHidden();
  watchUncaughtErrors();
}
