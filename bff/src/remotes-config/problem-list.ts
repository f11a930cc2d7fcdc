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
