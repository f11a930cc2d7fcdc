import { proxy } from 'valtio';
import type { Channel } from '../channel/channel';
import type { Location } from '../types/location';

export type Language = 'en-US' | 'es';

/** Client state of §3 (grows with the shared-contracts issue). */
export interface AppState {
  channel: Channel;
  language: Language;
  location: Location | null;
  errors: string[];
  /** Requests in flight: the loader bar shows while this is above 0. */
  loading: number;
  showCart: boolean;
  showMobileMenu: boolean;
  /** The location confirmation modal (§2.9) is open. */
  showLocationModal: boolean;
  /** The order confirmation dialog (§2.8) is open. */
  orderConfirming: boolean;
}

export function initialAppState(overrides: Partial<AppState> = {}): AppState {
  return {
    channel: 'default',
    language: 'en-US',
    location: null,
    errors: [],
    loading: 0,
    showCart: false,
    showMobileMenu: false,
    showLocationModal: false,
    orderConfirming: false,
    ...overrides,
  };
}

let current: AppState | null = null;

/** The host creates the one state instance at boot (design.md "State and the event bus"). */
export function createAppState(overrides: Partial<AppState> = {}): AppState {
  current = proxy(initialAppState(overrides));
  return current;
}

/** The state instance; created on first use so that a remote started alone also works. */
export function appState(): AppState {
  return current ?? createAppState();
}
