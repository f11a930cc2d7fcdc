// The sandbox's members, and signing in through the site as the browser does.
import { askJson, bodyJson, cookieSet } from './ask.mjs';

/** The bot check the sandbox passes. */
export const CAPTCHA = 'sandbox-captcha-ok';

/** Seeded members of the sandbox (its README lists them). */
export const DEMO = { email: 'demo@example.com', password: 'Biscuits123!' };
export const OTHER = { email: 'other@example.com', password: 'Gravy4567!' };
export const REWARDS = { email: 'rewards@example.com', password: 'Honey2468!' };

export const SESSION_COOKIE = 'qsr_session';
export const DEVICE_COOKIE = 'qsr_device';

/**
 * Signs `account` in at `url`. Resolves to the answer, the access token the body holds, the
 * member id, and the session and known-device cookies it set (undefined when none).
 */
export async function signIn(url, account, headers = {}) {
  const answer = await askJson(
    url,
    'POST',
    '/api/v1/members/signin',
    { email: account.email, password: account.password, captcha: CAPTCHA },
    headers,
  );
  const data = bodyJson(answer)?.data;
  return {
    answer,
    token: data?.tokens?.['access.token'],
    orderingToken: data?.tokens?.['ordering.access.token'],
    memberId: data?.user?.id === undefined ? undefined : String(data.user.id),
    session: cookieSet(answer, SESSION_COOKIE),
    device: cookieSet(answer, DEVICE_COOKIE),
  };
}

/** `headers` with the member's session cookie, when sign-in set one. */
export const withSession = (signedIn, headers) =>
  signedIn.session ? { ...headers, cookie: signedIn.session.pair } : headers;

/** The headers of a member call: the body's token as `Bearer`, with the session cookie if any. */
export function memberHeaders(signedIn, { cookie = true } = {}) {
  const bearer = signedIn.token ? { authorization: `Bearer ${signedIn.token}` } : {};
  return cookie ? withSession(signedIn, bearer) : bearer;
}
