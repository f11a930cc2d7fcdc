import type { Language } from '../types/language';
import type { TokenSet } from '../types/member';

/**
 * Where the request helper reports errors and progress, and where it finds the device id,
 * the member's tokens and the customer's language. `bootAppState` wires these to the app state; until then they do
 * nothing, so the helper also runs in tests, in a remote started alone, and on the server.
 */
export interface RequestHooks {
  clearErrors(): void;
  showErrors(messages: string[]): void;
  requestStarted(): void;
  requestEnded(): void;
  deviceId(): string | undefined;
  tokens(): TokenSet | null;
  /** The customer's language: what calls ask their answers in (§4.11, unless a call names its
   * own) and the messages the helper shows. */
  language(): Language;
  /** §6: the server refused the member's token that a call carried (its session is over). */
  sessionRefused(): void;
}

const noop = () => undefined;
const defaults: RequestHooks = {
  clearErrors: noop,
  showErrors: noop,
  requestStarted: noop,
  requestEnded: noop,
  deviceId: noop,
  tokens: () => null,
  language: () => 'en-US',
  sessionRefused: noop,
};

let hooks: RequestHooks = defaults;

export function setRequestHooks(next: Partial<RequestHooks>): void {
  hooks = { ...defaults, ...next };
}

export function requestHooks(): RequestHooks {
  return hooks;
}
