import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own error, tied to the input for screen readers. */
  error?: string;
  hint?: string;
};

/** A labelled input with its hint and error. */
export function Field({ label, value, onChange, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="account-field">
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
        <p id={`${id}-hint`} className="account-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="account-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox. */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="account-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** The e-mail field of the sign-in and password forms. */
export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Field
      label={t('email')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      required
    />
  );
}

/** A new password, with the rule said up front and its problem (a string key) if any. */
export function NewPasswordField({
  label,
  value,
  onChange,
  weak,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  weak: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <Field
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      hint={t('passwordRule')}
      error={weak ? t('passwordWeak') : undefined}
      required
    />
  );
}
