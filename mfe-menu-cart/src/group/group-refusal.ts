import { ApiError } from '@qsr/shared-contracts';

/**
 * A group's refusal as the ordering API words it, in the page's language (a full group, a
 * passed cutoff, a spending limit), or null for a failure with no words of its own (the
 * connection, a timeout), which the page words itself.
 */
export function groupRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.code !== null && error.messages.length > 0
    ? error.messages.join(' ')
    : null;
}

/** A link (or a secret, or a box without a group) the group API does not know: `[270]`. */
export const isUnknownGroup = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 270;
