import { errorMessagesFrom } from './error-messages';
import { API_BASE, API_HEADERS } from './headers';
import { requestHooks } from './request-hooks';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * §8 modes: `default` reports errors and throws; `suppress` throws without reporting;
 * `quiet` returns null on failure; `status` never throws and returns the status and body.
 */
export type RequestMode = 'default' | 'suppress' | 'quiet' | 'status';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** The member's ordering token (§6): most member calls. */
  orderingToken?: string;
  /** The general access token (§6): profile, password, sign-out, loyalty. */
  accessToken?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Base path; `/api/v1` unless a call lives elsewhere (for example `/api/v2`). */
  base?: string;
}

/**
 * Timeouts (the spec leaves them open): reads give up after 15 s, writes after 30 s, so a
 * slow upstream ends in a clear message well after the BFF's own 10 s upstream timeout.
 * Nothing is retried automatically: a write may have reached the server, so the caller
 * decides (checkout re-reads the order before any retry).
 */
export const READ_TIMEOUT_MS = 15_000;
export const WRITE_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly body: unknown,
  ) {
    super(messages.join(' '));
    this.name = 'ApiError';
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

async function send(
  path: string,
  options: RequestOptions,
): Promise<{ status: number; body: unknown }> {
  const hooks = requestHooks();
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    [API_HEADERS.internalPath]: path.replace(/^\/+/, ''),
  };
  const deviceId = hooks.deviceId();
  if (deviceId) headers[API_HEADERS.deviceId] = deviceId;
  if (options.orderingToken) headers[API_HEADERS.orderingToken] = options.orderingToken;
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const timeout = options.timeoutMs ?? (method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  const signals = [AbortSignal.timeout(timeout), options.signal].filter(Boolean) as AbortSignal[];
  hooks.requestStarted();
  try {
    const response = await fetch(buildUrl(path, options), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      credentials: 'same-origin',
    });
    return { status: response.status, body: await readBody(response) };
  } catch (error) {
    // A timeout, an abort or a network failure: no body the customer could read.
    if (options.signal?.aborted) throw error;
    return { status: 0, body: undefined };
  } finally {
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
  const { status, body } = await send(path, options);
  const ok = status >= 200 && status < 300;
  if (mode === 'status') return { status, ok, body };
  if (ok) return body as T;
  if (mode === 'quiet') return null;
  const messages = errorMessagesFrom(body);
  if (mode === 'default') hooks.showErrors(messages);
  throw new ApiError(status, messages, body);
}
