import { useTranslation } from 'react-i18next';
import { MemberPage } from '../session/MemberPage';
import { NS } from '../strings';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /account/settings: the profile (§7.1 members/update) and the password. */
export function SettingsPage() {
  const { t } = useTranslation(NS);
  return (
    <MemberPage title={t('settings')}>
      <ProfileForm />
      <PasswordForm />
    </MemberPage>
  );
}
