/**
 * What `/readyz` asks: are the remote versions this BFF is told to serve really there, and do
 * their files still match the hashes recorded when they were released?
 */
export interface IntegritySource {
  /** Checks the pins of the served environment afresh; one line per problem. */
  integrityProblems(): Promise<string[]>;
}

const sources = new Set<WeakRef<IntegritySource>>();

/** Called by each remote build source the BFF creates (one per app). */
export function registerIntegritySource(source: IntegritySource): void {
  sources.add(new WeakRef(source));
}

/**
 * Every release problem of the remote sources alive in this process: a pinned version that is
 * not released (nor built locally at that version), whose files no longer match `hashes.json`,
 * or a pin file that cannot be read. Empty when all is well. Each problem was also logged.
 */
export async function releaseIntegrityProblems(): Promise<string[]> {
  const problems = new Set<string>();
  for (const ref of [...sources]) {
    const source = ref.deref();
    if (!source) {
      sources.delete(ref);
      continue;
    }
    for (const problem of await source.integrityProblems()) problems.add(problem);
  }
  return [...problems];
}
