/** Logs a state of `key` only when it differs from the one last logged for that key. */
export type ChangeLog = (key: string, state: string, log: () => void) => void;

/** What the remote builds log: each change of a state once, not on every read. */
export function createChangeLog(): ChangeLog {
  const reported = new Map<string, string>();
  return (key, state, log) => {
    if (reported.get(key) === state) return;
    reported.set(key, state);
    log();
  };
}
