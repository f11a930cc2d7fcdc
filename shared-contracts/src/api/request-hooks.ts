/**
 * Where the request helper reports errors and progress. The host wires these to the app
 * state (error list, loader bar) at boot; until then they do nothing, so the helper also
 * runs in tests, in a remote started alone, and on the server.
 */
export interface RequestHooks {
  clearErrors(): void;
  showErrors(messages: string[]): void;
  requestStarted(): void;
  requestEnded(): void;
  deviceId(): string | undefined;
}

const noop = () => undefined;
const defaults: RequestHooks = {
  clearErrors: noop,
  showErrors: noop,
  requestStarted: noop,
  requestEnded: noop,
  deviceId: noop,
};

let hooks: RequestHooks = defaults;

export function setRequestHooks(next: Partial<RequestHooks>): void {
  hooks = { ...defaults, ...next };
}

export function requestHooks(): RequestHooks {
  return hooks;
}
