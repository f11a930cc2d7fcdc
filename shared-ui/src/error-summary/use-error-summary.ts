import { useState } from 'react';
import type { FieldError } from './ErrorSummary';

/**
 * A form's submit attempts, for its ErrorSummary: fields show their errors once a submit was
 * tried, and each failed submit moves the focus to the summary again.
 */
export function useErrorSummary() {
  const [attempt, setAttempt] = useState(0);
  return {
    /** A submit was tried: show the fields' errors from now on. */
    tried: attempt > 0,
    attempt,
    /** On submit: whether the form may go on (no errors); else the summary takes the focus. */
    check(errors: readonly FieldError[]): boolean {
      setAttempt((n) => n + 1);
      return errors.length === 0;
    },
  };
}
