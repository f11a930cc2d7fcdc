import { SESSION_EXPIRED_QUERY } from '@qsr/shared-contracts';

/**
 * §6: where a member whose session the server refused on the page `path` signs in again: in
 * the app's pages (`/app/…`), the app's sign-in page, which keeps their minimal layout.
 */
export function sessionExpiredSignIn(path: string): string {
  const signIn = path.startsWith('/app/') ? '/app/signin' : '/account/login';
  return `${signIn}?${SESSION_EXPIRED_QUERY}=1`;
}
