import type { ReactNode } from 'react';
import type { useFieldIds } from './describe';

/** The hint under a control and its error next to it: the same place and look in every form. */
export function FieldHelp({
  hint,
  error,
  hintId,
  errorId,
  liveError = false,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
  /** An error that arrives after a submit, announced as it appears (role alert). */
  liveError?: boolean;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field-error" role={liveError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </>
  );
}

/**
 * One labelled control as every form has it: the label (with its required mark), the control,
 * its hint and its error. Field and Select draw their control inside it, so both say the same.
 */
export function FieldFrame({
  label,
  hint,
  error,
  requiredMark,
  liveError,
  ids,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode | false;
  requiredMark?: boolean;
  liveError?: boolean;
  ids: ReturnType<typeof useFieldIds>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label htmlFor={ids.id} className="ui-field-label">
        {label}
        {requiredMark && (
          <span className="ui-field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      <FieldHelp
        hint={hint}
        error={error}
        hintId={ids.hintId}
        errorId={ids.errorId}
        liveError={liveError}
      />
    </div>
  );
}
