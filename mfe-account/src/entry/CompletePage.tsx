import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, useAppState, useMember, useNavigateFromHere } from '@qsr/shared-contracts';
import { ProfileFields } from '../forms/ProfileFields';
import { profileOf, type MemberProfile } from '../forms/profile-of';
import { cleanProfile, profileProblems } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { MemberPage } from '../session/MemberPage';
import { SubmitArea } from '../forms/SubmitArea';
import { NS } from '../strings';
import { useProblems } from '../forms/use-problems';
import { cardClass, ErrorSummary } from '@qsr/shared-ui';

/** /account/complete: a member who came through SSO without a phone adds it, then goes on. */
export function CompletePage() {
  const { t } = useTranslation(NS);
  return (
    <MemberPage title={t('completeProfile')}>
      <CompleteForm />
    </MemberPage>
  );
}

function CompleteForm() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const user = useMember();
  const { redirect } = useAppState();
  const [profile, setProfile] = useState<MemberProfile>(() => profileOf(user));
  const { busy, errors, submit } = useSubmit();
  const problems = useProblems(profileProblems(profile));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problems.check()) return;
    const navigate = fromHere();
    void submit(async () => {
      const updated = await actions.updateProfile(cleanProfile(profile));
      if (!updated.ok) return updated;
      const next = redirect ?? '/account';
      actions.setRedirect(null);
      navigate(next, { replace: true });
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className={cardClass({ tone: 'flat' })}>
      <p>{t('completeIntro')}</p>
      <ErrorSummary {...problems.summary} />
      <ProfileFields profile={profile} onChange={setProfile} error={problems.error} />
      <SubmitArea errors={errors} busy={busy} label={t('continue')} busyLabel={t('saving')} />
    </form>
  );
}
