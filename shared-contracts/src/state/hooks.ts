import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import { snapshot, useSnapshot, type Snapshot } from 'valtio';
import type { AppState } from '../types/client-state';
import { handoffNow, type HandoffNow } from '../rules/handoff';
import type { Location } from '../types/location';
import type { Member } from '../types/member';
import type { NextHandoff, Order } from '../types/order';
import { appState, keepRendered, rendered, renderedState } from './app-state';

/*
 * Read-only snapshots of the shared state; a component re-renders on what it reads. Remotes
 * read through these and change the state only through `actions` (docs/architecture.md, State
 * and the event bus). The box, the restaurant and the member are typed as the contract's types,
 * so that the rules take them as they are: a snapshot is frozen, and nothing writes through it.
 */

/**
 * Keeps the state the server rendered this page's first screen from: a new visitor's in the
 * page's channel and language, with what the server read for it (the content cards); the server
 * never sees local storage. While React hydrates that markup, every component reads this state,
 * so that its render equals the server's; after it, each reads the customer's own (the box,
 * the restaurant, the member, the cards they opened). `createAppState` forgets it.
 */
export function hydrateFrom(
  server: Pick<AppState, 'channel' | 'language'> & Partial<AppState>,
): void {
  keepRendered(renderedState(server));
}

const RenderedStateContext = createContext<Snapshot<AppState> | null>(null);

/**
 * The state a remote's part of a first screen was rendered from (`renderedState`), when it is
 * not the page's (`hydrateFrom`): the menu and the restaurant it was read for, a guest's box.
 * Around the part, on the server and in the browser (which hydrates the part when the remote
 * has loaded), the hooks inside read it as they read the page's.
 */
export const RenderedState = RenderedStateContext.Provider;

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

type Key = keyof AppState;

/** A value of the server's state that the customer's has too (an empty list is the same list). */
const same = (a: unknown, b: unknown) =>
  Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && a.length === 0 && b.length === 0);

/** Whether what a component read of the server's state is the customer's state too. */
function readAlike(server: Snapshot<AppState> | null, read: ReadonlySet<Key>): boolean {
  const live = snapshot(appState());
  return server !== null && [...read].every((key) => same(server[key], live[key]));
}

/**
 * The state, read-only; a component re-renders on what it reads. While the server's first
 * screen is hydrated: the state it was rendered from; after it, the component is drawn again
 * only when what it read of that state is not the customer's (the box in the header), not
 * every component of the page (a whole page drawn again took a phone's main thread 45–60 ms).
 * So read in the render what a handler uses (destructure it): a value first read in a handler
 * of a component still on the server's state would be the server's.
 */
export function useAppState() {
  const live = useSnapshot(appState());
  const drawnFrom = useContext(RenderedStateContext) ?? rendered();
  const view = useRef({ server: false, read: new Set<Key>() });
  // React asks a hydrated component's store again after the commit, outside its render: only
  // then is the server's state answered, while the part the component read is alike. Any
  // render of the component after its hydration reads the customer's state from then on.
  let inRender = true;
  const server = useSyncExternalStore(
    unchanging,
    () => {
      if (inRender) view.current.server = false;
      return view.current.server && readAlike(drawnFrom, view.current.read) ? drawnFrom : null;
    },
    () => {
      view.current.server = true;
      return drawnFrom;
    },
  );
  inRender = false;
  if (!server) return live;
  const { read } = view.current;
  return new Proxy(server, {
    get(target, key) {
      read.add(key as Key);
      // The customer's state learns what was read: a later change of it draws the component.
      void live[key as Key];
      return target[key as Key];
    },
  });
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
