import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPassword } from '@qsr/shared-contracts';
import { Field, NewPasswordField } from '../forms/Field';
import { isStrongPassword } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { SubmitArea } from '../forms/SubmitArea';
import { NS } from '../strings';
import { EntryPage } from './EntryPage';
import { buttonClass } from '@qsr/shared-ui';

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
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { busy, errors, submit } = useSubmit();

  useEffect(() => {
    if (query.has('token')) void navigate('/account/reset-password', { replace: true });
  }, [query, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = !isStrongPassword(password)
      ? 'passwordWeak'
      : password !== confirm
        ? 'passwordsDiffer'
        : null;
    setProblem(found);
    if (found) return;
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
          <NewPasswordField
            label={t('newPassword')}
            value={password}
            onChange={setPassword}
            weak={problem === 'passwordWeak'}
          />
          <Field
            label={t('confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={problem === 'passwordsDiffer' ? t('passwordsDiffer') : undefined}
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
