import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPassword } from '../member/member-calls';
import { Field, NewPasswordField } from '../forms/Field';
import { isStrongPassword } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { SubmitArea } from '../forms/SubmitArea';
import { NS } from '../strings';
import { accountFieldId, useProblems } from '../forms/use-problems';
import { EntryPage } from './EntryPage';
import { buttonClass, ErrorSummary } from '@qsr/shared-ui';

/**
 * /account/reset-password?token=&email= (the e-mailed link): a new password. The token is
 * taken out of the address bar at once, so it stays out of history, shares and logs.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [link] = useState(() => ({
    token: query.get('token') ?? '',
    email: query.get('email') ?? '',
  }));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { busy, errors, submit } = useSubmit();
  const problems = useProblems({
    password: isStrongPassword(password) ? undefined : 'passwordWeak',
    confirm: password === confirm ? undefined : 'passwordsDiffer',
  });

  useEffect(() => {
    if (query.has('token')) void navigate('/account/reset-password', { replace: true });
  }, [query, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problems.check()) return;
    void submit(async () => {
      await resetPassword({ ...link, password }, { mode: 'suppress' });
      setDone(true);
    });
  };

  if (!link.token || !link.email) {
    return (
      <EntryPage title={t('resetPassword')}>
        <p>{t('resetLinkMissing')}</p>
        <Link to="/account/password-reset">{t('sendResetLink')}</Link>
      </EntryPage>
    );
  }

  return (
    <EntryPage title={t('resetPassword')}>
      {done ? (
        <>
          <p role="status">{t('passwordReset')}</p>
          <Link
            className={buttonClass()}
            to={`/account/login?email=${encodeURIComponent(link.email)}`}
          >
            {t('signIn')}
          </Link>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-busy={busy}>
          <p>{t('resetFor', { email: link.email })}</p>
          <ErrorSummary {...problems.summary} />
          <NewPasswordField
            label={t('newPassword')}
            value={password}
            onChange={setPassword}
            error={problems.error('password')}
          />
          <Field
            id={accountFieldId('confirm')}
            label={t('confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={problems.error('confirm')}
            required
          />
          <SubmitArea
            errors={errors}
            busy={busy}
            label={t('setPassword')}
            busyLabel={t('saving')}
          />
        </form>
      )}
    </EntryPage>
  );
}
