import { useId } from 'react';
import { FormErrors } from './FormErrors';
import { buttonClass } from '@qsr/shared-ui';

/**
 * The end of every form: the failure's messages, then the submit button (busy while it runs).
 * With `unavailable` (such as offline) the button is disabled and says why.
 */
export function SubmitArea({
  errors,
  busy,
  label,
  busyLabel,
  unavailable,
}: {
  errors: readonly string[];
  busy: boolean;
  label: string;
  busyLabel: string;
  unavailable?: string | undefined;
}) {
  const reasonId = useId();
  return (
    <>
      <FormErrors messages={errors} />
      {unavailable && (
        <p id={reasonId} role="status" className="ui-notice ui-notice--warning">
          {unavailable}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass()}
        disabled={busy || Boolean(unavailable)}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
