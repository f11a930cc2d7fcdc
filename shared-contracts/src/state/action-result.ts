import { connectionIssue } from '../api/error-messages';
import { ApiError } from '../api/request';

/** Why an action did not do what it was asked. */
export interface ActionFailure {
  /** What to tell the customer (the server's words without their number, or ours); never empty. */
  messages: string[];
  /** The platform's error number (§8), for decisions; never shown. Null when there is none. */
  code: number | null;
  /** The HTTP status of the refusal; 0 when no answer came (offline, timeout, outage). */
  status: number;
  /** What went wrong, for the log. */
  cause: unknown;
}

/**
 * The one failure contract of `actions` (shared-contracts/README.md): an action that can fail
 * answers this, and never throws or rejects; the caller decides what the customer sees.
 */
export type ActionResult<T = void> = { ok: true; value: T } | { ok: false; failure: ActionFailure };

export function succeeded(): ActionResult<void>;
export function succeeded<T>(value: T): ActionResult<T>;
export function succeeded<T>(value?: T): ActionResult<T | undefined> {
  return { ok: true, value };
}

/**
 * The value of a result, or the cause of its failure thrown: for code whose callers read
 * failures as throws (SWR's fetcher, a sequence of calls the first refusal ends).
 */
export function valueOrThrow<T>(result: ActionResult<T>): T {
  if (!result.ok) throw result.failure.cause;
  return result.value;
}

/** Any error as a failure: an `ApiError` keeps its status, number and messages. */
export function failureOf(error: unknown): ActionFailure {
  if (error instanceof ApiError) {
    return {
      messages: error.messages.length > 0 ? [...error.messages] : [connectionIssue()],
      code: error.code,
      status: error.status,
      cause: error,
    };
  }
  return { messages: [connectionIssue()], code: null, status: 0, cause: error };
}

export function failed(failure: ActionFailure | unknown): { ok: false; failure: ActionFailure } {
  return { ok: false, failure: isActionFailure(failure) ? failure : failureOf(failure) };
}

function isActionFailure(value: unknown): value is ActionFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ActionFailure).messages) &&
    'cause' in value &&
    'status' in value
  );
}

/** Runs `work`; a throw or rejection becomes the failure. */
export async function attempt<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return succeeded(await work());
  } catch (error) {
    return failed(error);
  }
}
