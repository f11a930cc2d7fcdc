import { useId, type InputHTMLAttributes } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own error, tied to the input for screen readers. */
  error?: string | false;
  hint?: string;
};

/** A labelled input with its hint and error. */
export function Field({ label, value, onChange, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="co-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="co-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="co-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
