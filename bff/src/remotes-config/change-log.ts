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

/** The current problems of the served remotes, by key (environment, channel, remote or pin file). */
export interface ProblemList {
  /** Records the problem of `key`, or clears it when `problem` is undefined. */
  set(key: string, problem: string | undefined): void;
  /** Each distinct problem, once. */
  all(): string[];
}

export function createProblemList(): ProblemList {
  const problems = new Map<string, string>();
  return {
    set(key, problem) {
      if (problem === undefined) {
        problems.delete(key);
        return;
      }
      problems.set(key, problem);
    },
    all: () => [...new Set(problems.values())],
  };
}
