/**
 * The marketing-automation calls of §7.4: the only paths `/api/braze/{path}` forwards.
 *
 * - `user`: what the site itself sends for the visitor in front of it (users/track,
 *   users/alias/new, users/identify): checked against the visitor's identity and the
 *   attributes and events the site sends (`user-scope.ts`).
 * - `operator`: exports, reports and messaging; they need the operator credential
 *   (`x-operator-token` equal to `BRAZE_OPERATOR_TOKEN`), never available in the browser.
 */
export type BrazeScope = 'user' | 'operator';

export interface BrazeCall {
  method: 'GET' | 'POST';
  scope: BrazeScope;
  /**
   * §9 analytics window, in days: the `length` a report gets when it names none (campaign
   * analytics 7 days, segment analytics 14 days).
   */
  defaultLength?: number;
}

/** §9: campaign analytics window. */
export const CAMPAIGN_ANALYTICS_DAYS = 7;
/** §9: segment analytics window. */
export const SEGMENT_ANALYTICS_DAYS = 14;
/** The longest `length` a report may ask for (the marketing API's own maximum). */
export const MAX_REPORT_LENGTH = 100;

export const BRAZE_CALLS: ReadonlyMap<string, BrazeCall> = new Map<string, BrazeCall>([
  ['users/track', { method: 'POST', scope: 'user' }],
  ['users/alias/new', { method: 'POST', scope: 'user' }],
  ['users/identify', { method: 'POST', scope: 'user' }],
  ['users/export/ids', { method: 'POST', scope: 'operator' }],
  ['users/export/segment', { method: 'POST', scope: 'operator' }],
  ['messages/send', { method: 'POST', scope: 'operator' }],
  ['campaigns/trigger/send', { method: 'POST', scope: 'operator' }],
  ['canvas/trigger/send', { method: 'POST', scope: 'operator' }],
  [
    'campaigns/data_series',
    { method: 'GET', scope: 'operator', defaultLength: CAMPAIGN_ANALYTICS_DAYS },
  ],
  ['campaigns/details', { method: 'GET', scope: 'operator' }],
  [
    'canvas/data_series',
    { method: 'GET', scope: 'operator', defaultLength: CAMPAIGN_ANALYTICS_DAYS },
  ],
  [
    'canvas/data_summary',
    { method: 'GET', scope: 'operator', defaultLength: CAMPAIGN_ANALYTICS_DAYS },
  ],
  ['segments/list', { method: 'GET', scope: 'operator' }],
  [
    'segments/data_series',
    { method: 'GET', scope: 'operator', defaultLength: SEGMENT_ANALYTICS_DAYS },
  ],
  ['segments/details', { method: 'GET', scope: 'operator' }],
]);

/** The two workspaces (§7.4), chosen by the `client_sub` header. */
export type BrazeWorkspace = 'catering' | 'mealtime';

export function workspaceOf(header: string | string[] | undefined): BrazeWorkspace | undefined {
  if (typeof header !== 'string') return undefined;
  const value = header.trim().toLowerCase();
  return value === 'catering' || value === 'mealtime' ? value : undefined;
}

/**
 * The query a report goes upstream with: the caller's, `length` checked (1 to 100 days) and
 * defaulted to the §9 window. A canvas report that names its own `starting_at` keeps it
 * instead of a default length. Undefined: an invalid `length`.
 */
export function reportQuery(call: BrazeCall, search: string): URLSearchParams | undefined {
  const params = new URLSearchParams(search);
  const lengths = params.getAll('length');
  if (lengths.length > 1) return undefined;
  const [length] = lengths;
  if (length !== undefined) {
    const days = Number(length);
    if (!/^\d+$/.test(length) || days < 1 || days > MAX_REPORT_LENGTH) return undefined;
  } else if (call.defaultLength !== undefined && !params.has('starting_at')) {
    params.set('length', String(call.defaultLength));
  }
  return params;
}
