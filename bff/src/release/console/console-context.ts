import { ReleaseCommandError, type ReleaseContext } from '../commands';
import type { PinStore } from '../pin-store';

/** Where the console's commands work: the BFF's own release store and pins. */
export interface ConsoleStore {
  repoRoot: string;
  releaseRoot: string;
  pins: PinStore;
}

/**
 * The release commands' context for one console action: the manager signed in to the console
 * (their role read from the store's list by each command, as on the command line), and the
 * command's lines kept to be shown on the next page.
 */
export function consoleContext(
  store: ConsoleStore,
  manager: string,
  now: () => Date,
): ReleaseContext & { lines: string[] } {
  const lines: string[] = [];
  return {
    ...store,
    lines,
    signedIn: async () => manager,
    now,
    newPassword: () => undefined,
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    buildRemote: () =>
      Promise.reject(
        new ReleaseCommandError(
          'A release is built on the command line: npm run release -- build.',
        ),
      ),
  };
}
