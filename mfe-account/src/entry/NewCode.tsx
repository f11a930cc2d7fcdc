import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_CODE_WAIT_SECONDS } from '@qsr/shared-contracts';
import { Button } from '@qsr/shared-ui';
import { FormErrors } from '../forms/FormErrors';
import { useSubmit } from '../forms/use-submit';
import { sendNewCode } from '../member/member-calls';
import { NS } from '../strings';
import { useCountdown } from './use-countdown';

/**
 * "Send a new code", under the code field of /account/verify, for a code that did not arrive
 * or expired. The ordering API takes one ask every `NEW_CODE_WAIT_SECONDS`, so the button
 * counts that wait down instead of letting the customer be refused; a refusal (too soon after
 * another tab's ask, or past the limit) is the API's message, said by the button.
 */
export function NewCode({
  email,
  mayAsk,
  onSent,
}: {
  email: string;
  /** Whether the e-mail is good to ask with (the page says what is wrong when not). */
  mayAsk: () => boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation(NS);
  const { busy, errors, submit } = useSubmit();
  const [sentTo, setSentTo] = useState('');
  const wait = useCountdown();
  const unavailable = busy || wait.secondsLeft > 0;

  const ask = () => {
    if (unavailable || !mayAsk()) return;
    const to = email.trim();
    setSentTo('');
    void submit(async () => {
      await sendNewCode(to, { mode: 'suppress' });
      wait.start(NEW_CODE_WAIT_SECONDS);
      setSentTo(to);
      onSent();
    });
  };

  const label = busy
    ? t('sending')
    : wait.secondsLeft > 0
      ? t('sendNewCodeIn', { seconds: wait.secondsLeft })
      : t('sendNewCode');
  return (
    <>
      <p>
        {t('noCode')}{' '}
        {/* aria-disabled, not disabled: a button that is disabled drops the keyboard's focus. */}
        <Button variant="quiet" flush aria-disabled={unavailable} onClick={ask}>
          {label}
        </Button>
      </p>
      {/* The live region is always there, so that each new sending is said. */}
      <div role="status">{sentTo && <p>{t('newCodeSent', { email: sentTo })}</p>}</div>
      <FormErrors messages={errors} />
    </>
  );
}
