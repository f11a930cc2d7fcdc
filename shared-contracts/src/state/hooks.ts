import { useSnapshot } from 'valtio';
import { handoffNow, type HandoffNow } from '../rules/handoff';
import type { Location } from '../types/location';
import type { Member } from '../types/member';
import type { NextHandoff, Order } from '../types/order';
import { appState } from './app-state';
import { useServerState } from './first-screen-state';

/*
 * Read-only snapshots of the shared state; a component re-renders on what it reads. Remotes
 * read through these and change the state only through `actions` (docs/architecture.md, State
 * and the event bus). The box, the restaurant and the member are typed as the contract's types,
 * so that the rules take them as they are: a snapshot is frozen, and nothing writes through it.
 */

export function useAppState() {
  const live = useSnapshot(appState());
  // While the server's first screen is hydrated: the state it was rendered from.
  return useServerState() ?? live;
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
