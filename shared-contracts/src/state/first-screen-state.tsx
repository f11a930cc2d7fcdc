import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { proxy, snapshot, type Snapshot } from 'valtio';
import type { AppState } from '../types/client-state';
import { initialAppState } from './app-state';

/** What a first screen was rendered from: a new visitor's state, in the page's channel and language. */
export type ServerState = Pick<AppState, 'channel' | 'language'> & Partial<AppState>;

const FirstScreen = createContext<{ hydrating: boolean; state: Snapshot<AppState> | null }>({
  hydrating: false,
  state: null,
});

/**
 * Around a first screen, as the server renders it and the browser hydrates it. Its renders are
 * the hydration's until it has committed (on the server, every one), and meanwhile every reader
 * of the shared state reads `server`: what the server rendered from (the server never sees local
 * storage), so that each render equals the server's. The render after reads the customer's own
 * state (the box, the restaurant, the member), in a transition: it yields to the browser as it
 * goes, where a store's update re-rendered every reader in one task (up to 130 ms at 4× CPU).
 */
export function FirstScreenState({
  server,
  children,
}: {
  /** The state to read while hydrating; without it, the live state (as on the server). */
  server?: ServerState;
  children: ReactNode;
}) {
  const [state] = useState(() => (server ? snapshot(proxy(initialAppState(server))) : null));
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => startTransition(() => setHydrating(false)), []);
  const value = useMemo(() => ({ hydrating, state }), [hydrating, state]);
  return <FirstScreen.Provider value={value}>{children}</FirstScreen.Provider>;
}

/** True while React hydrates a first screen (and on the server itself), false in every render after. */
export function useHydrating(): boolean {
  return useContext(FirstScreen).hydrating;
}

/** The state a first screen was rendered from while it is hydrated, else null. */
export function useServerState(): Snapshot<AppState> | null {
  const { hydrating, state } = useContext(FirstScreen);
  return hydrating ? state : null;
}
