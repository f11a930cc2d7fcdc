import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { actions, type MemberProfile, botCheckToken } from '@qsr/shared-contracts';
import { NewPasswordField } from '../forms/Field';
import { cleanProfile, isStrongPassword, profileProblems } from '../forms/profile-rules';
import { ProfileFields } from '../forms/ProfileFields';
import { useSubmit } from '../forms/use-submit';
import { SubmitArea } from '../forms/SubmitArea';
import { NS } from '../strings';
import { EntryPage } from './EntryPage';

const EMPTY: MemberProfile = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  optin: false,
  optin_sms: false,
};

/** /account/signup: the account, then the e-mailed code while REQUIRE_VERIFY is true (§9). */
export function SignupPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [profile, setProfile] = useState<MemberProfile>(EMPTY);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { busy, errors, submit } = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = profileProblems(profile);
    if (!isStrongPassword(password)) found.password = 'passwordWeak';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const captcha = await botCheckToken('signup');
      const result = await actions.signUp({ ...cleanProfile(profile), password, captcha });
      if (!result.ok) return result;
      const signedUp = result.value;
      if ('verifyEmail' in signedUp) {
        void navigate(`/account/verify?email=${encodeURIComponent(signedUp.verifyEmail)}`);
      } else {
        void navigate(signedUp.next);
      }
    });
  };

  return (
    <EntryPage title={t('signUp')}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <ProfileFields profile={profile} onChange={setProfile} problems={problems} />
        <NewPasswordField
          label={t('password')}
          value={password}
          onChange={setPassword}
          weak={Boolean(problems.password)}
        />
        <SubmitArea
          errors={errors}
          busy={busy}
          label={t('createAccount')}
          busyLabel={t('creatingAccount')}
        />
      </form>
      <p>
        {t('haveAccount')} <Link to="/account/login">{t('signIn')}</Link>
      </p>
    </EntryPage>
  );
}
