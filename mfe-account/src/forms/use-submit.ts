import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import { useExpireSession } from '../session/use-session-expiry';
import { failureMessages, isSessionExpired } from './failure';

/**
 * A form's call: busy while it runs, the §8 messages when it fails, sign-in again when the
 * session expired (§6). A second submit while one runs is ignored, so a double click never
 * sends twice.
 */
export function useSubmit() {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const running = useRef(false);
  const expire = useExpireSession();

  const submit = useCallback(
    async (call: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setErrors([]);
      try {
        await call();
      } catch (error) {
        if (isSessionExpired(error)) expire();
        else setErrors(failureMessages(error, t('tooManyAttempts')));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t, expire],
  );

  return { busy, errors, setErrors, submit };
}
