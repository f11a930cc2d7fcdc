import { useId, type InputHTMLAttributes } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  /** The team's class prefix (`co` gives `co-field`, `co-hint`, `co-field-error`). */
  prefix: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own error, tied to the input for screen readers. */
  error?: string | false;
  hint?: string;
};

/** A labelled text input with its hint and its error, the way every form of the site has it. */
export function Field({ prefix, label, value, onChange, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`${prefix}-field`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={`${prefix}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${prefix}-field-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
