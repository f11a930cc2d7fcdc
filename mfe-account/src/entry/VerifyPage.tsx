import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { actions, useNavigateFromHere } from '@qsr/shared-contracts';
import { EmailField, Field } from '../forms/Field';
import { isEmail } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { SubmitArea } from '../forms/SubmitArea';
import { NS } from '../strings';
import { accountFieldId, useProblems } from '../forms/use-problems';
import { ErrorSummary } from '@qsr/shared-ui';
import { EntryPage } from './EntryPage';
import { NewCode } from './NewCode';

/**
 * /account/verify (§9 REQUIRE_VERIFY): the e-mailed code signs the new member in. A sign-up
 * with an e-mail that has an account lands here too, with the same words (the API answers both
 * alike, so that nobody learns who has an account); that e-mail got a sign-in link instead.
 */
export function VerifyPage() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const [query] = useSearchParams();
  const [email, setEmail] = useState(query.get('email') ?? '');
  const [code, setCode] = useState(query.get('code') ?? '');
  // A new code needs only the e-mail: asking for one says nothing of the code field.
  const [asked, setAsked] = useState<'verify' | 'newCode'>('verify');
  const { busy, errors, submit, forget } = useSubmit();
  const emailProblem = isEmail(email) ? undefined : 'emailInvalid';
  const codeProblem = code.trim() ? undefined : 'codeMissing';
  const problems = useProblems({
    email: emailProblem,
    code: asked === 'verify' ? codeProblem : undefined,
  });

  /** Marks the try for the error summary; whether the problems it has are none. */
  const tryTo = (action: typeof asked, ...found: Array<string | undefined>) => {
    setAsked(action);
    problems.check();
    return found.every((problem) => problem === undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!tryTo('verify', emailProblem, codeProblem)) return;
    const navigate = fromHere();
    void submit(async () => {
      const verified = await actions.verify({ email: email.trim(), code: code.trim() });
      if (!verified.ok) return verified;
      navigate(verified.value.next, { replace: true });
    });
  };

  return (
    <EntryPage title={t('verify')}>
      <p>{email ? t('verifySent', { email }) : t('verifyIntro')}</p>
      {email && <p>{t('verifyHaveAccount')}</p>}
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <ErrorSummary {...problems.summary} />
        {!query.get('email') && (
          <EmailField value={email} onChange={setEmail} error={problems.error('email')} />
        )}
        <Field
          id={accountFieldId('code')}
          error={problems.error('code')}
          label={t('verificationCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={setCode}
          required
        />
        {/* What the last code was refused for does not hold for the new one. */}
        <NewCode email={email} mayAsk={() => tryTo('newCode', emailProblem)} onSent={forget} />
        <SubmitArea
          errors={errors}
          busy={busy}
          label={t('verifyButton')}
          busyLabel={t('verifying')}
        />
      </form>
    </EntryPage>
  );
}
