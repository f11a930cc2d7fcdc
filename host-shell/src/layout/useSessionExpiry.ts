import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { mutate } from 'swr';
import { actions, useAppState } from '@qsr/shared-contracts';
import { sessionExpiredSignIn } from './session-expired-sign-in';

/**
 * §6: whichever page's call the server refused the member's token on (checkout, the box, the
 * account), the member, now signed out, is sent to sign in again; sign-in comes back to that
 * page, and the box stays. Read from the state, so a refusal before this page listened (a call
 * at start) still counts.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const { sessionExpiredOn } = useAppState();
  useEffect(() => {
    if (sessionExpiredOn === null) return;
    actions.sessionExpiryHandled();
    // The member's reads must not answer from the cache after the next sign-in.
    void mutate(() => true, undefined, { revalidate: false });
    void navigate(sessionExpiredSignIn(sessionExpiredOn), { replace: true });
  }, [sessionExpiredOn, navigate]);
}
