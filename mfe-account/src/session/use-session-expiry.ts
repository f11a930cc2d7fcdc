import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
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
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    // The refused reads must not answer again from the cache after the next sign-in.
    void mutate(() => true, undefined, { revalidate: false });
    actions.sessionExpired(`${pathname}${search}`);
    // The sign-in page says it plainly; the refused call's own message would repeat it.
    actions.clearErrors();
    void navigate(`/account/login?${EXPIRED_QUERY}=1`, { replace: true });
  }, [mutate, navigate, pathname, search]);
}

/** §6 for a member read: its 401 ends the session as above. */
export function useSessionExpiry(error: unknown): void {
  const expire = useExpireSession();
  const expired = isSessionExpired(error);
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);
}
