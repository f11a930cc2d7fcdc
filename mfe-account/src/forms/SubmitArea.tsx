import { FormErrors } from './FormErrors';

/** The end of every form: the failure's messages, then the submit button (busy while it runs). */
export function SubmitArea({
  errors,
  busy,
  label,
  busyLabel,
}: {
  errors: readonly string[];
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormErrors messages={errors} />
      <button type="submit" className="account-button" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
