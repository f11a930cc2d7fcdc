import { ApiError, type failureOf } from '@qsr/shared-contracts';

/** An action's failure, the shape `failureOf` reads any error into. */
export type ActionFailure = ReturnType<typeof failureOf>;

/** The BFF's rate limit on sign-in, sign-up and password calls. */
export const TOO_MANY_ATTEMPTS = 429;

/**
 * §6: the call's refusal ended the member's session; the host sends them to sign in again, so
 * a form says nothing more of it.
 */
export function isSessionExpired(failure: unknown): boolean {
  return failure instanceof ApiError && failure.sessionExpired;
}

/**
 * §8: what a form shows when its call failed: the server's messages (signup and login get
 * them back), a plain rate-limit sentence, or the connection issue.
 */
export function failureMessages(failure: ActionFailure, tooManyAttempts: string): string[] {
  if (failure.status === TOO_MANY_ATTEMPTS) return [tooManyAttempts];
  return failure.messages;
}
