// The site's API as the benches call it: the headers its web client sends, and a JSON call.
import { request } from 'playwright';

/** What the site's web client sends with every call. */
export const HEADERS = { 'x-client-type': 'web', 'x-api-version': '2', 'x-environment': 'prod' };

/** `apiPath` of the site's API at `base` (`/api/v1/…`, through the BFF); its JSON answer. */
export async function api(base, method, apiPath, body) {
  const response = await fetch(`${base}/api/v1/${apiPath}`, {
    method,
    headers: {
      ...HEADERS,
      'content-type': 'application/json',
      'x-api-path': apiPath.split('?')[0],
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A member signed in through the site's API at `base`, as a browser keeps them: the tokens and
 * user the site stores, and the cookies the sign-in set (its session cookie binds the tokens:
 * a browser without it is signed out at the first member call).
 */
export async function signedIn(base, credentials) {
  const context = await request.newContext({ extraHTTPHeaders: HEADERS });
  try {
    const response = await context.post(`${base}/api/v1/members/signin`, {
      headers: { 'x-api-path': 'members/signin' },
      data: credentials,
    });
    if (!response.ok())
      throw new Error(`POST members/signin: ${response.status()} ${await response.text()}`);
    const { data } = await response.json();
    const { cookies } = await context.storageState();
    return { ...data, cookies };
  } finally {
    await context.dispose();
  }
}
