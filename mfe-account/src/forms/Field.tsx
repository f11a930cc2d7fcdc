import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field as SharedField } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** A labelled input with its hint and error, in the account team's classes. */
export function Field(props: Omit<ComponentProps<typeof SharedField>, 'prefix'>) {
  return <SharedField prefix="account" {...props} />;
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
