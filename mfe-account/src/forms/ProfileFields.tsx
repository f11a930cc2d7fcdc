import { useTranslation } from 'react-i18next';
import { maskPhone, stripCountryCode, type MemberProfile } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Checkbox, Field } from './Field';

/**
 * The §3 profile fields of sign-up and settings, with their problems (string keys). The phone
 * takes the ###-###-#### mask (§5) after a leading 1 or +1 is stripped (§3), so a pasted
 * +1 919 555 0100 becomes 919-555-0100.
 */
export function ProfileFields({
  profile,
  onChange,
  problems,
}: {
  profile: MemberProfile;
  onChange: (profile: MemberProfile) => void;
  problems: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation(NS);
  const set =
    <K extends keyof MemberProfile>(key: K) =>
    (value: MemberProfile[K]) =>
      onChange({ ...profile, [key]: value });
  const error = (key: string) => {
    const problem = problems[key];
    return problem ? t(problem) : undefined;
  };
  return (
    <>
      <Field
        label={t('firstName')}
        autoComplete="given-name"
        value={profile.first_name}
        onChange={set('first_name')}
        error={error('first_name')}
        maxLength={50}
        required
      />
      <Field
        label={t('lastName')}
        autoComplete="family-name"
        value={profile.last_name}
        onChange={set('last_name')}
        error={error('last_name')}
        maxLength={50}
        required
      />
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        value={profile.email}
        onChange={set('email')}
        error={error('email')}
        required
      />
      <Field
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
