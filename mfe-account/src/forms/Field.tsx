import { useTranslation } from 'react-i18next';
import { Field } from '@qsr/shared-ui';
import { NS } from '../strings';
import { accountFieldId } from './use-problems';

export { Checkbox, Field } from '@qsr/shared-ui';

/** The e-mail field of the sign-in and password forms, with its problem if any. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation(NS);
  return (
    <Field
      id={accountFieldId('email')}
      label={t('email')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={error}
      required
    />
  );
}

/** A new password, with the rule said up front and its problem if any. */
export function NewPasswordField({
  label,
  value,
  onChange,
  error,
  name = 'password',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The field's key in the form's problems (its id). */
  name?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Field
      id={accountFieldId(name)}
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      hint={t('passwordRule')}
      error={error}
      required
    />
  );
}
