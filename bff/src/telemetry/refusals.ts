/**
 * Why a batch was not kept. Refusals are answered with their status; `no-consent` (the browser
 * asks not to be tracked), `no-cohort` (a visitor the canary split does not reach) and
 * `client-share` (a new session from a client past its share, `DEFAULT_CLIENT_SESSIONS`) are
 * answered 204 like a kept batch, since none is the page's fault.
 */
export const NOT_KEPT = {
  'foreign-origin': 403,
  'unsupported-type': 415,
  'unsupported-charset': 415,
  'too-large': 413,
  malformed: 400,
  invalid: 400,
  'too-frequent': 429,
  'unknown-version': 400,
  'not-served': 400,
  'no-consent': 204,
  'no-cohort': 204,
  'client-share': 204,
  unavailable: 503,
} as const;

export type NotKeptReason = keyof typeof NOT_KEPT;

export interface RefusalCounter {
  count(reason: NotKeptReason): void;
  /** Batches not kept since the start, by reason (reasons with none are left out). */
  counts(): Partial<Record<NotKeptReason, number>>;
}

/** This process's counts: for tests and the release console; a restart starts them again. */
export function createRefusalCounter(): RefusalCounter {
  const counted = new Map<NotKeptReason, number>();
  return {
    count(reason) {
      counted.set(reason, (counted.get(reason) ?? 0) + 1);
    },
    counts: () => Object.fromEntries(counted),
  };
}
