import { useSnapshot } from 'valtio';
import { cartQuantity } from '../rules/cart';
import { appState } from './app-state';

/*
 * Read-only snapshots of the shared state; a component re-renders on what it reads. Remotes
 * read through these and change the state only through `actions` (design.md).
 */

export function useAppState() {
  return useSnapshot(appState());
}

export function useChannel() {
  return useAppState().channel;
}

export function useLanguage() {
  return useAppState().language;
}

export function useLocation() {
  return useAppState().location;
}

export function useMenu() {
  return useAppState().menu;
}

export function useOrder() {
  return useAppState().order;
}

export function useActiveOrder() {
  return useAppState().activeOrder;
}

/** §2.3 the box badge: the total quantity of the order's lines. */
export function useCartCount() {
  return cartQuantity(useAppState().order);
}

export function useUser() {
  return useAppState().user;
}

export function useToken() {
  return useAppState().token;
}

export function useSignedIn() {
  return useAppState().token !== null;
}

export function useErrors() {
  return useAppState().errors;
}

export function useLoading() {
  return useAppState().loading > 0;
}
