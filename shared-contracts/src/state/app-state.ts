import { NO_ALLERGEN_PROFILE } from '../rules/allergens';
import { proxy, ref, snapshot, type Snapshot } from 'valtio';
import { keptMenu } from '../rules/menus';
import type { AppState } from '../types/client-state';
import type { Menu } from '../types/menu';

export function initialAppState(overrides: Partial<AppState> = {}): AppState {
  return {
    client: 'web',
    channel: 'default',
    language: 'en-US',
    user: null,
    token: null,
    guestUser: null,
    redirect: null,
    sessionExpiredOn: null,
    location: null,
    locationList: [],
    favelocations: [],
    menu: null,
    defaultMenu: null,
    order: null,
    activeOrder: null,
    nextHandoff: null,
    boxNotices: [],
    boxPricing: 0,
    deliveryRefused: null,
    walletOffers: [],
    offers: [],
    redeemedOffers: [],
    contentCards: [],
    payments: [],
    expandedMarkets: [],
    allergenProfile: NO_ALLERGEN_PROFILE,
    deviceOrders: [],
    favouriteItems: [],
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

/**
 * The slices that are an answer of the ordering API kept whole: replaced, never changed in
 * place. A menu is hundreds of objects; made reactive one by one, and snapshotted again at each
 * change of the state, it cost a phone tens of milliseconds on every page that keeps one.
 */
const WHOLE_SLICES = ['menu', 'defaultMenu'] as const;

/** `values` with its whole slices marked as such (valtio's `ref`), ready to go into the state. */
export function withWholeSlices<T extends Partial<AppState>>(values: T): T {
  const marked = { ...values };
  for (const key of WHOLE_SLICES) {
    const value = marked[key];
    if (value) Object.assign(marked, { [key]: ref(value) });
  }
  return marked;
}

/**
 * The state a server renders (a part of) a first screen from, and its hydration reads: a new
 * visitor's with `values`, and the menu it read kept as if loaded now.
 */
export function renderedState(
  values: Pick<AppState, 'channel' | 'language'> & Partial<AppState>,
  read: { menu?: Menu } = {},
): Snapshot<AppState> {
  const state = initialAppState(values);
  const menu = read.menu ? keptMenu(state, read.menu, new Date()) : null;
  return snapshot(proxy(withWholeSlices({ ...state, ...menu })));
}

let current: AppState | null = null;
/** The state the server rendered the page's first screen from (hooks.ts, `hydrateFrom`). */
let server: Snapshot<AppState> | null = null;

export const rendered = (): Snapshot<AppState> | null => server;

export function keepRendered(state: Snapshot<AppState>): void {
  server = state;
}

/**
 * The host creates the one state instance at boot (docs/architecture.md, State and the event
 * bus).
 */
export function createAppState(overrides: Partial<AppState> = {}): AppState {
  current = proxy(withWholeSlices(initialAppState(overrides)));
  server = null;
  return current;
}

/** The state instance; created on first use so that a remote started alone also works. */
export function appState(): AppState {
  return current ?? createAppState();
}
