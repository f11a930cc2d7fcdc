import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { actions } from '@qsr/shared-contracts';
import { isSessionExpired } from '../forms/failure';

/** The sign-in page's marker of an expired session (a flag, never a token). */
export const EXPIRED_QUERY = 'expired';

/**
 * §6: the server no longer accepts the member's token. The member is signed out here (the box
 * stays) and sent to sign in, which comes back to this page.
 */
export function useExpireSession(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    actions.sessionExpired(`${pathname}${search}`);
    void navigate(`/account/login?${EXPIRED_QUERY}=1`, { replace: true });
  }, [navigate, pathname, search]);
}

/** §6 for a member read: its 401 ends the session as above. */
export function useSessionExpiry(error: unknown): void {
  const expire = useExpireSession();
  const expired = isSessionExpired(error);
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);
}
