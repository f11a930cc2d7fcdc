import { ApiError, connectionIssue } from '@qsr/shared-contracts';

/** §8: a failed job search shows the messages the shared request helper made of the answer. */
export function failureMessages(error: unknown): string[] {
  return error instanceof ApiError && error.messages.length > 0
    ? error.messages
    : [connectionIssue()];
}
