import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actions, botCheckToken, useNavigateFromHere } from '@qsr/shared-contracts';
import { NewPasswordField } from '../forms/Field';
import type { MemberProfile } from '../forms/profile-of';
import { cleanProfile, isStrongPassword, profileProblems } from '../forms/profile-rules';
import { ProfileFields } from '../forms/ProfileFields';
import { useSubmit } from '../forms/use-submit';
import { useProblems } from '../forms/use-problems';
import { ErrorSummary } from '@qsr/shared-ui';
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
  const fromHere = useNavigateFromHere();
  const [profile, setProfile] = useState<MemberProfile>(EMPTY);
  const [password, setPassword] = useState('');
  const { busy, errors, submit } = useSubmit();
  const problems = useProblems({
    ...profileProblems(profile),
    password: isStrongPassword(password) ? undefined : 'passwordWeak',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problems.check()) return;
    const navigate = fromHere();
    void submit(async () => {
      const captcha = await botCheckToken('signup');
      const result = await actions.signUp({ ...cleanProfile(profile), password, captcha });
      if (!result.ok) return result;
      const signedUp = result.value;
      if ('verifyEmail' in signedUp) {
        navigate(`/account/verify?email=${encodeURIComponent(signedUp.verifyEmail)}`);
      } else {
        navigate(signedUp.next);
      }
    });
  };

  return (
    <EntryPage title={t('signUp')}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <ErrorSummary {...problems.summary} />
        <ProfileFields profile={profile} onChange={setProfile} error={problems.error} />
        <NewPasswordField
          label={t('password')}
          value={password}
          onChange={setPassword}
          error={problems.error('password')}
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
