import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, type ActionResult } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { failureMessages, isSessionExpired, type ActionFailure } from './failure';

/**
 * A form's call: busy while it runs, the §8 messages when it fails, none when the session
 * expired (§6: the host sends the member to sign in again). A second submit while one runs is
 * ignored, so a double click never sends twice.
 */
export function useSubmit() {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const running = useRef(false);

  const submit = useCallback(
    // A call answers an action's result, or throws (a direct API call, the bot check).
    async (call: () => Promise<ActionResult<unknown> | void>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setErrors([]);
      const fail = (failure: ActionFailure) => {
        if (!isSessionExpired(failure.cause))
          setErrors(failureMessages(failure, t('tooManyAttempts')));
      };
      try {
        const result = await call();
        if (result && !result.ok) fail(result.failure);
      } catch (error) {
        fail(failureOf(error));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );

  // The messages go with what they were said in (a dialog the customer closed).
  const forget = useCallback(() => setErrors([]), []);

  return { busy, errors, submit, forget };
}
