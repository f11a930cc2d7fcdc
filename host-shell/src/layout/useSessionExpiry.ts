import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { mutate } from 'swr';
import { bus, sessionExpiredSignIn } from '@qsr/shared-contracts';

/**
 * §6: whichever page's call the server refused the member's token on (checkout, the box, the
 * account), the member, now signed out, is sent to sign in again; sign-in comes back to that
 * page, and the box stays.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      bus.on('request:session-expired', ({ path }) => {
        // The member's reads must not answer from the cache after the next sign-in.
        void mutate(() => true, undefined, { revalidate: false });
        void navigate(sessionExpiredSignIn(path), { replace: true });
      }),
    [navigate],
  );
}
