import type { ActionFailure } from '@qsr/shared-contracts';

/** The BFF's rate limit on sign-in, sign-up and password calls. */
export const TOO_MANY_ATTEMPTS = 429;

/**
 * §8: what a form shows when its call failed: the server's messages (signup and login get
 * them back), a plain rate-limit sentence, or the connection issue.
 */
export function failureMessages(failure: ActionFailure, tooManyAttempts: string): string[] {
  if (failure.status === TOO_MANY_ATTEMPTS) return [tooManyAttempts];
  return failure.messages;
}
