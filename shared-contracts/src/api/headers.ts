/** Header names shared by the request helper, the BFF and the sandbox (§6, §7). */
export const API_HEADERS = {
  clientType: 'x-client-type',
  apiVersion: 'x-api-version',
  environment: 'x-environment',
  deviceId: 'x-device-id',
  /** The internal API path: sent by the browser, checked and removed by the BFF (§7). */
  internalPath: 'x-api-path',
  orderingToken: 'x-ordering-token',
  requestId: 'x-request-id',
  /** One key per order placement: a retried submit with it gets the first answer. */
  idempotencyKey: 'idempotency-key',
  /** Catering or mealtime workspace of the marketing-automation proxy (§7.4). */
  clientSub: 'client_sub',
} as const;

/** Values every upstream call carries (§6, §9). */
export const API_HEADER_VALUES = {
  clientType: 'web',
  apiVersion: '2',
  environment: 'prod',
} as const;

export const API_BASE = '/api/v1';
/** The ordering API v2: only its carts are part of the site (§7.2 donations). */
export const API_V2_BASE = '/api/v2';
