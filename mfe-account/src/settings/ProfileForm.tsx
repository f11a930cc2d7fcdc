import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, maskPhone, useRead, useMember, type MemberProfile } from '@qsr/shared-contracts';
import { FormErrors } from '../forms/FormErrors';
import { ProfileFields } from '../forms/ProfileFields';
import { profileOf } from '../forms/profile-of';
import { cleanProfile, profileProblems } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { NS } from '../strings';
import { useProblems } from '../forms/use-problems';
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

function ProfileEditor({ initial }: { initial: MemberProfile }) {
  const { t } = useTranslation(NS);
  const [profile, setProfile] = useState({ ...initial, phone: maskPhone(initial.phone) });
  const [saved, setSaved] = useState(false);
  const { busy, errors, submit } = useSubmit();
  const problems = useProblems(profileProblems(profile));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!problems.check()) return;
    void submit(async () => {
      const updated = await actions.updateProfile(cleanProfile(profile));
      if (!updated.ok) return updated;
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
      <FormErrors messages={errors} />
      <p role="status">{saved ? t('profileSaved') : ''}</p>
      <button type="submit" className={buttonClass()} disabled={busy}>
        {busy ? t('saving') : t('saveProfile')}
      </button>
    </form>
  );
}
