import { useSnapshot } from 'valtio';
import { appState } from './app-state';

/** A read-only snapshot of the shared state; the component re-renders on what it reads. */
export function useAppState() {
  return useSnapshot(appState());
}

export function useChannel() {
  return useAppState().channel;
}

export function useLocation() {
  return useAppState().location;
}

export function useErrors() {
  return useAppState().errors;
}
