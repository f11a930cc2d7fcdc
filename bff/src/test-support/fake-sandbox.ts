/* A stand-in for every upstream of the BFF on one real server (tests only). */
import type http from 'node:http';
import { startUpstream, type RecordedRequest, type TestServer } from './helpers';

export const MEMBERS: Readonly<Record<string, string>> = {
  'member-token-1': 'm-1',
  'member-token-2': 'm-2',
};
export const CAPTCHA_OK = 'sandbox-captcha-ok';
/** What the sandbox answers a wrong e-mail or password (its `errors.wrongCredentials`). */
export const WRONG_CREDENTIALS = {
  status: 400,
  body: { message: '[210] The email or password you entered is incorrect.' },
} as const;

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/**
 * Answers like the sandbox: `/ordering/v1|v2/*` (echo, `members/get` knows `MEMBERS`),
 * `/captcha/siteverify` (`CAPTCHA_OK` passes with the sandbox secret), `/forms/submit`
 * (`success`), `/jobs/*`, `/sheets/careers`, `/cdn/*` (cacheable, ETag `"v1"`), `/braze/*`
 * (echo with the workspace of the key) and `/healthz`. Every request is recorded.
 */
export function sandboxHandler(req: RecordedRequest, res: http.ServerResponse): void {
  const url = new URL(req.url, 'http://sandbox');
  const path = url.pathname;
  if (path === '/healthz') return json(res, 200, { ok: true });
  if (path === '/ordering/v1/members/get') {
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const id = token ? MEMBERS[token] : undefined;
    if (!id) return json(res, 401, { message: 'Unauthorized' });
    return json(res, 200, { status: 'ok', data: { id, first_name: 'Pat' } });
  }
  if (path.startsWith('/ordering/')) return json(res, 200, { path: req.url });
  if (path === '/captcha/siteverify') {
    const form = new URLSearchParams(req.body);
    const success =
      req.method === 'POST' &&
      form.get('secret') === 'sandbox-captcha-secret' &&
      form.get('response') === CAPTCHA_OK;
    return json(res, 200, { success });
  }
  if (path === '/forms/submit') {
    res.setHeader('content-type', 'text/plain');
    res.end('success');
    return;
  }
  if (path.startsWith('/jobs/') || path === '/sheets/careers') {
    return json(res, 200, { path: req.url });
  }
  if (path.startsWith('/cdn/')) {
    res.setHeader('cache-control', 'public, max-age=60');
    res.setHeader('etag', '"v1"');
    res.setHeader('last-modified', 'Wed, 01 Jan 2025 00:00:00 GMT');
    if (req.headers['if-none-match'] === '"v1"') {
      res.statusCode = 304;
      res.end();
      return;
    }
    return json(res, 200, { path: req.url, stories: [] });
  }
  if (path.startsWith('/braze/')) {
    const key = String(req.headers.authorization ?? '');
    const workspace =
      key === 'Bearer sandbox-catering-key'
        ? 'catering'
        : key === 'Bearer sandbox-mealtime-key'
          ? 'mealtime'
          : 'none';
    return json(res, 201, { message: 'success', path: req.url, workspace });
  }
  json(res, 404, { message: 'Not found', code: 404 });
}

export interface FakeSandbox extends TestServer {
  /** BFF environment pointing every upstream here. */
  env: Record<string, string>;
  /** Recorded requests whose path starts with `prefix`. */
  at(prefix: string): RecordedRequest[];
}

export async function startFakeSandbox(
  handler: (req: RecordedRequest, res: http.ServerResponse) => void = sandboxHandler,
): Promise<FakeSandbox> {
  const server = await startUpstream(handler);
  return {
    ...server,
    env: { ORDERING_API_URL: `${server.url}/ordering/v1` },
    at: (prefix) => server.requests.filter((request) => request.url.startsWith(prefix)),
  };
}
