import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, maskPhone, useRead, useMember, type MemberProfile } from '@qsr/shared-contracts';
import { FormErrors } from '../forms/FormErrors';
import { ProfileFields } from '../forms/ProfileFields';
import { profileOf } from '../forms/profile-of';
import { cleanProfile, profileProblems } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { useSessionExpiry } from '../session/use-session-expiry';
import { NS } from '../strings';
import { buttonClass, cardClass } from '@qsr/shared-ui';

/** The profile, read fresh from `members/get` and saved with `members/update`. */
export function ProfileForm() {
  const { t } = useTranslation(NS);
  const stored = useMember();
  const { data, error } = useRead('user', []);
  useSessionExpiry(error);
  const user = data ?? stored;
  return user ? (
    <ProfileEditor key={user.id} initial={profileOf(user)} />
  ) : (
    <p role="status">{t('loading')}</p>
  );
}

function ProfileEditor({ initial }: { initial: MemberProfile }) {
  const { t } = useTranslation(NS);
  const [profile, setProfile] = useState({ ...initial, phone: maskPhone(initial.phone) });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const { busy, errors, submit } = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found = profileProblems(profile);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
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
      <ProfileFields
        profile={profile}
        onChange={(next) => {
          setSaved(false);
          setProfile(next);
        }}
        problems={problems}
      />
      <FormErrors messages={errors} />
      <p role="status">{saved ? t('profileSaved') : ''}</p>
      <button type="submit" className={buttonClass()} disabled={busy}>
        {busy ? t('saving') : t('saveProfile')}
      </button>
    </form>
  );
}
