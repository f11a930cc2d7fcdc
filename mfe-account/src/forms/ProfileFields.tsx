import { useTranslation } from 'react-i18next';
import { maskPhone, stripCountryCode } from '@qsr/shared-contracts';
import type { MemberProfile } from './profile-of';
import { NS } from '../strings';
import { Checkbox, Field } from './Field';
import { accountFieldId } from './use-problems';

/**
 * The §3 profile fields of sign-up and settings, with their problems (string keys). The phone
 * takes the ###-###-#### mask (§5) after a leading 1 or +1 is stripped (§3), so a pasted
 * +1 919 555 0100 becomes 919-555-0100.
 */
export function ProfileFields({
  profile,
  onChange,
  error,
}: {
  profile: MemberProfile;
  onChange: (profile: MemberProfile) => void;
  /** A field's error (from the form's useProblems). */
  error: (key: string) => string | undefined;
}) {
  const { t } = useTranslation(NS);
  const set =
    <K extends keyof MemberProfile>(key: K) =>
    (value: MemberProfile[K]) =>
      onChange({ ...profile, [key]: value });
  return (
    <>
      <Field
        id={accountFieldId('first_name')}
        label={t('firstName')}
        autoComplete="given-name"
        value={profile.first_name}
        onChange={set('first_name')}
        error={error('first_name')}
        maxLength={50}
        required
      />
      <Field
        id={accountFieldId('last_name')}
        label={t('lastName')}
        autoComplete="family-name"
        value={profile.last_name}
        onChange={set('last_name')}
        error={error('last_name')}
        maxLength={50}
        required
      />
      <Field
        id={accountFieldId('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        value={profile.email}
        onChange={set('email')}
        error={error('email')}
        required
      />
      <Field
        id={accountFieldId('phone')}
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('phoneHint')}
        value={profile.phone}
        onChange={(phone) => set('phone')(maskPhone(stripCountryCode(phone)))}
        error={error('phone')}
        required
      />
      <Checkbox label={t('optin')} checked={profile.optin} onChange={set('optin')} />
      <Checkbox label={t('optinSms')} checked={profile.optin_sms} onChange={set('optin_sms')} />
    </>
  );
}
