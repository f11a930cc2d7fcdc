import { findRoute } from './match-route';

/** The pages a member signs in through (§4.2), in the consumer site and the app. */
const ENTRY_ROUTES: ReadonlySet<string> = new Set([
  'account-login',
  'account-signup',
  'account-verify',
  'account-complete',
  'account-oauthcallback',
  'account-password-reset',
  'account-reset-password',
  'app-signin',
]);

const PROBE_ORIGIN = 'http://site.invalid';

/**
 * Whether `path` (a site path, query allowed) is a page a member signs in through: sign-in
 * never comes back to one, and a session refused there has nowhere to send the member.
 */
export function isEntryPage(path: string): boolean {
  const id = findRoute(new URL(path, PROBE_ORIGIN).pathname)?.route.id;
  return id !== undefined && ENTRY_ROUTES.has(id);
}
