import { useEffect, useSyncExternalStore } from 'react';
import { proxy, snapshot, useSnapshot, type Snapshot } from 'valtio';
import type { AppState } from '../types/client-state';
import { handoffNow, type HandoffNow } from '../rules/handoff';
import type { Location } from '../types/location';
import type { Member } from '../types/member';
import type { NextHandoff, Order } from '../types/order';
import { appState, initialAppState } from './app-state';

/*
 * Read-only snapshots of the shared state; a component re-renders on what it reads. Remotes
 * read through these and change the state only through `actions` (docs/architecture.md, State
 * and the event bus). The box, the restaurant and the member are typed as the contract's types,
 * so that the rules take them as they are: a snapshot is frozen, and nothing writes through it.
 */

let rendered: Snapshot<AppState> | null = null;

/**
 * Keeps the state the server rendered this page's first screen from: a new visitor's in the
 * page's channel and language, with what the server read for it (the content cards); the server
 * never sees local storage. While React hydrates that markup, every component reads this state,
 * so that its render equals the server's; the next render reads the customer's own (the box,
 * the restaurant, the member, the cards they opened).
 */
export function hydrateFrom(
  server: Pick<AppState, 'channel' | 'language'> & Partial<AppState>,
): void {
  rendered = snapshot(proxy(initialAppState(server)));
}

const unchanging = () => () => undefined;

/**
 * True while React hydrates the server's markup (and on the server itself), false in every
 * render after: React renders a hydration with a store's server snapshot.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}

export function useAppState() {
  const live = useSnapshot(appState());
  const hydrating = useHydrating();
  // The hydration has committed once any effect runs: no later render reads the server's state
  // (nor a server render in the same process, as in the tests).
  useEffect(() => {
    rendered = null;
  }, []);
  // While the server's first screen is hydrated: the state it was rendered from.
  return hydrating && rendered ? rendered : live;
}

export function useChannel() {
  return useAppState().channel;
}

export function useLanguage() {
  return useAppState().language;
}

/** The restaurant the customer orders from (the state's `location`, §3). */
export function useRestaurant() {
  return useAppState().location as Location | null;
}

/** The box: the order being built (§3 `order`). */
export function useOrder() {
  return useAppState().order as Order | null;
}

/**
 * How the box is handed over and where a delivery goes; without a box, as the last placed order
 * was (the header says "delivering to" its address until the customer chooses otherwise).
 */
export function useHandoff(): HandoffNow {
  const { order, nextHandoff } = useAppState();
  return handoffNow(order as Order | null, nextHandoff as NextHandoff | null);
}

/** The signed-in member (the state's `user`, §3); null for a guest. */
export function useMember() {
  return useAppState().user as Member | null;
}

export function useToken() {
  return useAppState().token;
}

export function useSignedIn() {
  return useAppState().token !== null;
}
