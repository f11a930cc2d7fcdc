import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { actions, isValidPhone, useNavigateFromHere } from '@qsr/shared-contracts';
import { failureMessages } from '../forms/failure';
import { FormErrors } from '../forms/FormErrors';
import { NS } from '../strings';
import { EntryPage } from './EntryPage';

export const OAUTH_CALLBACK_PATH = '/account/oauthcallback';

/**
 * /account/oauthcallback?code= (SSO through `members/sso`): the code signs the member in once;
 * a member without a phone completes the profile first. The code leaves the address bar at once.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const fromHere = useNavigateFromHere();
  const [query] = useSearchParams();
  const [errors, setErrors] = useState<string[]>([]);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = query.get('code');
    const providerError = query.get('error');
    void navigate(OAUTH_CALLBACK_PATH, { replace: true });
    if (!code || providerError) {
      setErrors([t('ssoFailed')]);
      return;
    }
    const redirect_uri = `${window.location.origin}${OAUTH_CALLBACK_PATH}`;
    // From the address without the code, which the replace above has just written.
    const onward = fromHere();
    void actions.signInWithSso({ code, redirect_uri }).then((signedIn) => {
      if (!signedIn.ok) {
        setErrors(failureMessages(signedIn.failure, t('tooManyAttempts')));
        return;
      }
      const { next, member } = signedIn.value;
      if (isValidPhone(member.phone ?? '')) {
        onward(next, { replace: true });
      } else {
        actions.setRedirect(next);
        onward('/account/complete', { replace: true });
      }
    });
  }, [query, navigate, fromHere, t]);

  return (
    <EntryPage title={t('signingIn')}>
      {errors.length > 0 ? (
        <>
          <FormErrors messages={errors} />
          <Link to="/account/login">{t('backToSignIn')}</Link>
        </>
      ) : (
        <p role="status">{t('pleaseWait')}</p>
      )}
    </EntryPage>
  );
}
