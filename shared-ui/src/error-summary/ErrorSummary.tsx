import { useEffect, useRef, type ReactNode } from 'react';

export interface FieldError {
  /** The id of the control the error belongs to (a Field's `id`). */
  fieldId: string;
  message: ReactNode;
}

/** A group of choices (a fieldset) takes no focus itself: its chosen choice does, else its first. */
function focusField(id: string) {
  const field = document.getElementById(id);
  const target =
    field instanceof HTMLFieldSetElement
      ? (field.querySelector<HTMLElement>('input:checked') ??
        field.querySelector<HTMLElement>('input:not([disabled])'))
      : field;
  target?.focus();
}

/**
 * What stops a form, at its top: each error links to its field, and the summary takes the focus
 * when a submit finds errors (`attempt` changes on each submit), so nobody hunts for them; never
 * at any other moment.
 */
export function ErrorSummary({
  title,
  errors,
  attempt,
}: {
  title: ReactNode;
  errors: readonly FieldError[];
  attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  /** The submit the summary last answered: only a new one moves the focus. */
  const answered = useRef(attempt);
  useEffect(() => {
    // Errors that appear while the customer retypes a field (after any submit) are said at
    // the field; taking the focus then would send what they type next nowhere.
    if (attempt === answered.current) return;
    answered.current = attempt;
    if (shown) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div ref={ref} className="ui-error-summary" tabIndex={-1} role="alert">
      <p className="ui-error-summary-title">{title}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.fieldId);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
