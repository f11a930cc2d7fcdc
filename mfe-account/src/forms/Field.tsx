import { useTranslation } from 'react-i18next';
import { Field } from '@qsr/shared-ui';
import { NS } from '../strings';

export { Checkbox, Field } from '@qsr/shared-ui';

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
