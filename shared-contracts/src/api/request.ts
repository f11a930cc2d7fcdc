import { callPath, type HttpMethod, type OrderingCall, type PathParams } from './calls';
import { errorCodeFrom, errorMessagesFrom } from './error-messages';
import { API_BASE, API_HEADERS, API_HEADER_VALUES, API_V2_BASE } from './headers';
import type { Language } from '../types/language';
import { requestHooks } from './request-hooks';

export type { HttpMethod } from './calls';

/**
 * §8 modes: `default` reports errors and throws; `suppress` throws without reporting;
 * `quiet` returns null on failure; `status` never throws and returns the status and body.
 * A request the caller aborts (its own `signal`) always rejects with the abort error and
 * reports nothing: nobody is waiting for it.
 */
export type RequestMode = 'default' | 'suppress' | 'quiet' | 'status';

/**
 * Which member token a call carries (§6), taken from the state's token set through the
 * request hooks so callers never pass tokens around: `ordering` in `x-ordering-token`,
 * `access` as `authorization: Bearer`. Nothing is sent when nobody is signed in. What the
 * browser holds there is the BFF's session key, not the ordering API's token: the BFF keeps the
 * tokens behind an HttpOnly cookie and swaps the key for the matching one.
 */
export type AuthToken = 'ordering' | 'access';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  auth?: AuthToken;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Base path; `/api/v1` unless a call lives elsewhere (for example `/api/v2`). */
  base?: string;
  /** Headers of this call besides the ones every call carries (an idempotency key). */
  headers?: Record<string, string>;
  /** The language of the answer (`Accept-Language`); the customer's unless told. */
  language?: Language;
}

/** What every API function accepts besides its own arguments. */
export interface CallOptions {
  /** `suppress` when the caller shows the failure itself (promo field, sign-in form). */
  mode?: 'default' | 'suppress';
  signal?: AbortSignal;
  /**
   * The language to answer in, when it must be the one a cached answer is kept under (the
   * reads' keys); otherwise the customer's.
   */
  language?: Language;
}

/**
 * Timeouts (the spec leaves them open): reads give up after 15 s, writes after 30 s, so a
 * slow upstream ends in the BFF's clear answer first (its upstream timeouts: 1.5 s, 10 s for
 * an order's submission); these only end a call the BFF itself never answers.
 */
export const READ_TIMEOUT_MS = 15_000;
export const WRITE_TIMEOUT_MS = 30_000;

/**
 * Retries: a read (GET) whose connection failed is sent once more, since reading twice is
 * harmless. A write is never retried automatically, nor is anything that timed out: it may
 * have reached the server, so the caller decides (checkout re-reads the order first).
 */
export const READ_RETRIES = 1;

/**
 * A failed call: `messages` are what the customer reads (without the platform's numbers),
 * `code` the platform's number, for the site's own decisions (never shown); `sessionExpired` when
 * the server refused the member's token, which ended the session (§6).
 */
export class ApiError extends Error {
  readonly code: number | null;

  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly body: unknown,
    readonly sessionExpired = false,
  ) {
    super(messages.join(' '));
    this.name = 'ApiError';
    this.code = errorCodeFrom(body);
  }
}

export interface StatusResult<T> {
  status: number;
  ok: boolean;
  body: T | unknown;
}

export function buildUrl(
  path: string,
  options: Pick<RequestOptions, 'query' | 'base'> = {},
): string {
  const base = options.base ?? API_BASE;
  const clean = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}/${clean}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The member token a call with `auth` carries (§6); none for a guest or a call without one. */
function heldToken(auth: AuthToken | undefined): string | undefined {
  const tokens = auth ? requestHooks().tokens() : null;
  if (!tokens) return undefined;
  return auth === 'ordering' ? tokens['ordering.access.token'] : tokens['access.token'];
}

export function headersFor(path: string, options: RequestOptions): Record<string, string> {
  const hooks = requestHooks();
  const headers: Record<string, string> = {
    accept: 'application/json',
    // The customer's language, not the browser's: the upstreams answer their texts in it.
    'accept-language': options.language ?? hooks.language(),
    [API_HEADERS.clientType]: API_HEADER_VALUES.clientType,
    [API_HEADERS.apiVersion]: API_HEADER_VALUES.apiVersion,
    [API_HEADERS.environment]: API_HEADER_VALUES.environment,
    [API_HEADERS.internalPath]: path.replace(/^\/+/, ''),
  };
  const deviceId = hooks.deviceId();
  if (deviceId) headers[API_HEADERS.deviceId] = deviceId;
  const token = heldToken(options.auth);
  if (token && options.auth === 'ordering') headers[API_HEADERS.orderingToken] = token;
  if (token && options.auth === 'access') headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return { ...options.headers, ...headers };
}

async function send(
  path: string,
  options: RequestOptions,
): Promise<{ status: number; body: unknown }> {
  const hooks = requestHooks();
  const method = options.method ?? 'GET';
  const init = {
    method,
    headers: headersFor(path, options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin' as const,
  };
  const timeoutMs = options.timeoutMs ?? (method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  let retries = method === 'GET' ? READ_RETRIES : 0;
  hooks.requestStarted();
  try {
    for (;;) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      try {
        const response = await fetch(buildUrl(path, options), { ...init, signal });
        return { status: response.status, body: await readBody(response) };
      } catch (error) {
        if (options.signal?.aborted) throw error;
        // A timeout or a failed connection: no body the customer could read.
        if (timeout.aborted || retries === 0) return { status: 0, body: undefined };
        retries -= 1;
      }
    }
  } finally {
    // Whatever happened (answer, failure, timeout, abort), the loader bar lets go of it.
    hooks.requestEnded();
  }
}

/** The shared request helper of §8. */
export async function request<T>(
  path: string,
  options?: RequestOptions & { mode?: 'default' | 'suppress' },
): Promise<T>;
export async function request<T>(
  path: string,
  options: RequestOptions & { mode: 'quiet' },
): Promise<T | null>;
export async function request<T>(
  path: string,
  options: RequestOptions & { mode: 'status' },
): Promise<StatusResult<T>>;
export async function request<T>(
  path: string,
  options: RequestOptions & { mode?: RequestMode } = {},
): Promise<T | null | StatusResult<T>> {
  const hooks = requestHooks();
  const mode = options.mode ?? 'default';
  // §8: the error list is cleared before each call; quiet and status calls run in the
  // background (polling, probes) and leave what the customer is reading alone.
  if (mode === 'default' || mode === 'suppress') hooks.clearErrors();
  const sent = heldToken(options.auth);
  const { status, body } = await send(path, options);
  // §6: whatever the call, a refused token ends the session; the sign-in page then says so.
  // The first refusal ends it; the calls that were on their way with the same token say
  // nothing either. A refusal of a token the member has since replaced is a failure as before.
  const held = heldToken(options.auth);
  const refused = status === 401 && sent !== undefined && (held === sent || held === undefined);
  if (refused && held === sent) hooks.sessionRefused();
  const ok = status >= 200 && status < 300;
  if (mode === 'status') return { status, ok, body };
  if (ok) return body as T;
  if (mode === 'quiet') return null;
  const messages = errorMessagesFrom(body);
  if (mode === 'default' && !refused) hooks.showErrors(messages);
  throw new ApiError(status, messages, body, refused);
}

/** What an ordering call takes besides its path's values. */
export interface CallRequest extends CallOptions {
  body?: unknown;
  /** Headers of this call besides the standard ones (an idempotency key). */
  headers?: Record<string, string>;
  query?: RequestOptions['query'];
  auth?: AuthToken;
}

/** One call of the ordering API's table (`ORDERING_CALLS`), through the §8 request helper. */
export function callApi<P extends string, Answer>(
  call: OrderingCall<P, Answer>,
  params: PathParams<P>,
  init: CallRequest = {},
): Promise<Answer> {
  return request<Answer>(callPath(call, params), {
    ...init,
    method: call.method,
    base: call.v2 ? API_V2_BASE : API_BASE,
  });
}
