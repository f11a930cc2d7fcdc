import { proxy } from 'valtio';
import type { AppState } from '../types/client-state';

export function initialAppState(overrides: Partial<AppState> = {}): AppState {
  return {
    client: 'web',
    channel: 'default',
    language: 'en-US',
    user: null,
    token: null,
    guestUser: null,
    redirect: null,
    location: null,
    locationList: [],
    favelocations: [],
    menu: null,
    defaultMenu: null,
    order: null,
    activeOrder: null,
    walletOffers: [],
    offers: [],
    contentCards: [],
    payments: [],
    expandedMarkets: [],
    deeplinkProduct: null,
    deeplinkQuery: null,
    productNotFoundAtLocation: false,
    sandwichId: null,
    globalClass: '',
    errors: [],
    loading: 0,
    showCart: false,
    showMobileMenu: false,
    showLocationModal: false,
    locationModalSection: null,
    orderConfirming: false,
    headerHeight: 0,
    footerHeight: 0,
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
