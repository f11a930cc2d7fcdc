import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  actions,
  botCheckToken,
  SESSION_EXPIRED_QUERY,
  useNavigateFromHere,
  useOnline,
} from '@qsr/shared-contracts';
import { EmailField, Field } from '../forms/Field';
import { accountFieldId, useProblems } from '../forms/use-problems';
import { ErrorSummary } from '@qsr/shared-ui';
import { useSubmit } from '../forms/use-submit';
import { SubmitArea } from '../forms/SubmitArea';
import { NS } from '../strings';
import { EntryPage } from './EntryPage';

/** /account/login and /app/signin (§4.2): after sign-in, the stored redirect or /account. */
export function LoginPage() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const [query] = useSearchParams();
  const [email, setEmail] = useState(query.get('email') ?? '');
  const [password, setPassword] = useState('');
  const { busy, errors, submit } = useSubmit();
  const online = useOnline();
  const problems = useProblems({
    email: email.trim() ? undefined : 'emailRequired',
    password: password ? undefined : 'passwordRequired',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || !problems.check()) return;
    const navigate = fromHere();
    void submit(async () => {
      const captcha = await botCheckToken('signin');
      const signedIn = await actions.signIn({ email: email.trim(), password, captcha });
      if (!signedIn.ok) return signedIn;
      navigate(signedIn.value.next);
    });
  };

  return (
    <EntryPage title={t('signIn')}>
      {query.get(SESSION_EXPIRED_QUERY) && (
        <p role="status" className="ui-notice ui-notice--warning">
          {t('sessionExpired')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <ErrorSummary {...problems.summary} />
        <EmailField value={email} onChange={setEmail} error={problems.error('email')} />
        <Field
          id={accountFieldId('password')}
          error={problems.error('password')}
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <SubmitArea
          errors={errors}
          busy={busy}
          label={t('signIn')}
          busyLabel={t('signingIn')}
          unavailable={online ? undefined : t('signInOffline')}
        />
      </form>
      <p>
        <Link to="/account/password-reset">{t('forgotPassword')}</Link>
      </p>
      <p>
        {t('noAccount')} <Link to="/account/signup">{t('createAccount')}</Link>
      </p>
    </EntryPage>
  );
}
