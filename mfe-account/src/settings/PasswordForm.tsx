import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../member/member-calls';
import { Field, NewPasswordField } from '../forms/Field';
import { FormErrors } from '../forms/FormErrors';
import { isStrongPassword } from '../forms/profile-rules';
import { useSubmit } from '../forms/use-submit';
import { NS } from '../strings';
import { accountFieldId, useProblems } from '../forms/use-problems';
import { buttonClass, cardClass, ErrorSummary } from '@qsr/shared-ui';

/** §7.1 `members/password` (new, current) with the general access token (§6). */
export function PasswordForm() {
  const { t } = useTranslation(NS);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saved, setSaved] = useState(false);
  const { busy, errors, submit } = useSubmit();
  const problems = useProblems({
    current: current ? undefined : 'currentRequired',
    new: isStrongPassword(next) ? undefined : 'passwordWeak',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!problems.check()) return;
    void submit(async () => {
      await changePassword({ current, new: next }, { mode: 'suppress' });
      setCurrent('');
      setNext('');
      setSaved(true);
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      className={cardClass({ tone: 'flat' })}
      aria-labelledby="account-password-heading"
    >
      <h2 id="account-password-heading">{t('changePassword')}</h2>
      <ErrorSummary {...problems.summary} />
      <Field
        id={accountFieldId('current')}
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={problems.error('current')}
        required
      />
      <NewPasswordField
        label={t('newPassword')}
        value={next}
        onChange={setNext}
        name="new"
        error={problems.error('new')}
      />
      <FormErrors messages={errors} />
      <p role="status">{saved ? t('passwordChanged') : ''}</p>
      <button type="submit" className={buttonClass()} disabled={busy}>
        {busy ? t('saving') : t('changePassword')}
      </button>
    </form>
  );
}
