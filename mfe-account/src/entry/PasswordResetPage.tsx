import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { botCheckToken } from '@qsr/shared-contracts';
import { forgotPassword } from '../member/member-calls';
import { EmailField } from '../forms/Field';
import { isEmail } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { SubmitArea } from '../forms/SubmitArea';
import { NS } from '../strings';
import { useProblems } from '../forms/use-problems';
import { ErrorSummary } from '@qsr/shared-ui';
import { EntryPage } from './EntryPage';

/** /account/password-reset: asks for the e-mailed reset link (forgot password, §7.1). */
export function PasswordResetPage() {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, errors, submit } = useSubmit();
  const problems = useProblems({ email: isEmail(email) ? undefined : 'emailInvalid' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problems.check()) return;
    void submit(async () => {
      await forgotPassword(email.trim(), await botCheckToken('forgot_password'), {
        mode: 'suppress',
      });
      setSentTo(email.trim());
    });
  };

  return (
    <EntryPage title={t('resetPassword')}>
      {sentTo ? (
        <p role="status">{t('resetSent', { email: sentTo })}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-busy={busy}>
          <p>{t('resetIntro')}</p>
          <ErrorSummary {...problems.summary} />
          <EmailField value={email} onChange={setEmail} error={problems.error('email')} />
          <SubmitArea
            errors={errors}
            busy={busy}
            label={t('sendResetLink')}
            busyLabel={t('sending')}
          />
        </form>
      )}
      <p>
        <Link to="/account/login">{t('backToSignIn')}</Link>
      </p>
    </EntryPage>
  );
}
