import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, maskPhone, useRead, useMember } from '@qsr/shared-contracts';
import { Field } from '../forms/Field';
import { FormErrors } from '../forms/FormErrors';
import { ProfileFields } from '../forms/ProfileFields';
import { profileOf, type MemberProfile } from '../forms/profile-of';
import { cleanProfile, profileProblems } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { NS } from '../strings';
import { accountFieldId, useProblems } from '../forms/use-problems';
import { buttonClass, cardClass, ErrorSummary, SkeletonForm } from '@qsr/shared-ui';

/** The profile, read fresh from `members/get` and saved with `members/update`. */
export function ProfileForm() {
  const { t } = useTranslation(NS);
  const stored = useMember();
  const { data } = useRead('user', []);
  const user = data ?? stored;
  return user ? (
    <ProfileEditor key={user.id} initial={profileOf(user)} />
  ) : (
    <SkeletonForm label={t('loading')} fields={4} className={cardClass({ tone: 'flat' })} />
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The profile fields; a new login e-mail also asks for the current password, and then for the
 * code sent to that address (the profile is saved with it, §7.1 `members/update`).
 */
function ProfileEditor({ initial }: { initial: MemberProfile }) {
  const { t } = useTranslation(NS);
  const [profile, setProfile] = useState({ ...initial, phone: maskPhone(initial.phone) });
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  /** The new e-mail a code was sent to. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { busy, errors, submit } = useSubmit();
  const emailChanges = !sameEmail(profile.email, savedEmail);
  const awaitingCode = emailChanges && codeSentTo !== null && sameEmail(profile.email, codeSentTo);
  const problems = useProblems({
    ...profileProblems(profile),
    password: emailChanges && !password ? 'currentRequired' : undefined,
    email_code: awaitingCode && !code.trim() ? 'codeMissing' : undefined,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!problems.check()) return;
    void submit(async () => {
      const updated = await actions.updateProfile({
        ...cleanProfile(profile),
        ...(emailChanges ? { password } : {}),
        ...(awaitingCode ? { email_code: code.trim() } : {}),
      });
      if (!updated.ok) return updated;
      if ('verifyEmail' in updated.value) {
        setCodeSentTo(updated.value.verifyEmail);
        setCode('');
        return;
      }
      setSavedEmail(updated.value.member.email);
      setPassword('');
      setCode('');
      setCodeSentTo(null);
      setSaved(true);
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      className={cardClass({ tone: 'flat' })}
      aria-labelledby="account-profile-heading"
    >
      <h2 id="account-profile-heading">{t('profile')}</h2>
      <ErrorSummary {...problems.summary} />
      <ProfileFields
        profile={profile}
        onChange={(next) => {
          setSaved(false);
          setProfile(next);
        }}
        error={problems.error}
      />
      {emailChanges && (
        <Field
          id={accountFieldId('password')}
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('emailChangeHint')}
          value={password}
          onChange={setPassword}
          error={problems.error('password')}
          required
        />
      )}
      {awaitingCode && (
        <>
          <p role="status">{t('emailCodeSent', { email: codeSentTo })}</p>
          <Field
            id={accountFieldId('email_code')}
            label={t('emailCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
            error={problems.error('email_code')}
            maxLength={20}
            required
          />
        </>
      )}
      <FormErrors messages={errors} />
      <p role="status">{saved ? t('profileSaved') : ''}</p>
      <button type="submit" className={buttonClass()} disabled={busy}>
        {busy ? t('saving') : awaitingCode ? t('confirmEmail') : t('saveProfile')}
      </button>
    </form>
  );
}
