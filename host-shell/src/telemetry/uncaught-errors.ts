import { remoteOfScript } from './loaded-remotes';
import { reportRemoteError } from './reporter';

const stackOf = (error: unknown) => (error instanceof Error ? error.stack : undefined);

/**
 * Errors no boundary caught, reported for the remote whose script threw: by the error's file,
 * or the first remote file its stack names. The host's own errors are not a remote's.
 */
export function watchUncaughtErrors(): void {
  addEventListener('error', (event) =>
    reportRemoteError(
      'uncaught-error',
      remoteOfScript(event.filename) ?? remoteOfScript(stackOf(event.error)),
    ),
  );
  addEventListener('unhandledrejection', (event) =>
    reportRemoteError('uncaught-error', remoteOfScript(stackOf(event.reason))),
  );
}
