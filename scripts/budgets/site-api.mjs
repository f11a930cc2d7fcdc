// The site's API as the benches call it: the headers its web client sends, and a JSON call.

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
