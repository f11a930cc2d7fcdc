import { createHash, randomBytes } from 'node:crypto';
import { canaryShare, type Canary } from './canary-pin';

/**
 * A visitor's cohort id: a first-party random id the BFF gives on the first page (cookie
 * `qsr-cohort`), about no one, the same for the visit and the next ones. It decides which
 * version of a remote under a canary the visitor loads.
 */
export const COHORT_COOKIE = 'qsr-cohort';

/** 16 random bytes, base64url: what the BFF gives, and all it accepts back. */
const COHORT_ID = /^[A-Za-z0-9_-]{22}$/;

export function newCohortId(): string {
  return randomBytes(16).toString('base64url');
}

/** The id a cookie holds, when it is one the BFF could have given; undefined otherwise. */
export function cohortIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && COHORT_ID.test(value) ? value : undefined;
}

/**
 * Where a visitor falls among a canary's visitors, 0 ≤ position < 100: the same for every stage
 * of the canary, so a larger share keeps everyone a smaller one had (no one goes back to the
 * pin while the canary rises), and another remote's or version's canary reaches other visitors.
 */
export function cohortPosition(cohortId: string, remote: string, version: string): number {
  const digest = createHash('sha256').update(`${remote}\n${version}\n${cohortId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

/** Whether the visitor loads the canary's version: its position within the canary's share. */
export function servesCanary(
  cohortId: string | undefined,
  remote: string,
  canary: Canary,
): boolean {
  if (cohortId === undefined) return false;
  return cohortPosition(cohortId, remote, canary.version) < canaryShare(canary);
}
