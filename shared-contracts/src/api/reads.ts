import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import { appState } from '../state/app-state';
import { useLanguage, useToken } from '../state/hooks';
import type { Language } from '../types/language';
import { getStories, getStory, type StoriesQuery } from './content';
import { getLocation } from './locations';
import {
  getAddresses,
  getBalance,
  getFavouriteLocations,
  getLoyalty,
  getOffers,
  getPayments,
  getUser,
} from './members';
import { getHandoffTimes, getMenu, getMenuProduct } from './menus';
import { getFavouriteOrders, getRecentOrders, retrieveOrder } from './orders';
import { ApiError, type CallOptions } from './request';
import { getUpsellsForCart } from './upsells';
import type { Handoff } from '../types/order';

/**
 * The read calls SWR may cache, by name: each is given the call options of its key (the
 * language to answer in) before its own arguments.
 */
const PUBLIC_READS = {
  menu: (o: CallOptions, menuId: number) => getMenu(menuId, o),
  menuProduct: (o: CallOptions, menuId: number, productId: number) =>
    getMenuProduct(menuId, productId, o),
  handoffTimes: (o: CallOptions, menuId: number, from: string, to: string, handoff?: Handoff) =>
    getHandoffTimes(menuId, { from, to, handoff }, o),
  location: (o: CallOptions, id: number) => getLocation(id, {}, o),
  /**
   * The restaurants of menus, in their order (a member's past order names only its menu); null
   * for a menu whose restaurant the ordering API no longer has. Any other failure fails the read.
   */
  menuRestaurants: (o: CallOptions, menuIds: readonly number[]) =>
    Promise.all(
      menuIds.map((id) =>
        getLocation(id, { byMenuId: true }, o).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
      ),
    ),
  order: (o: CallOptions, orderId: string) => retrieveOrder(orderId, o),
  upsells: (o: CallOptions, orderId: string, email?: string) =>
    getUpsellsForCart(orderId, email, o),
  stories: (o: CallOptions, query: StoriesQuery) => getStories(query, o),
  story: (o: CallOptions, fullSlug: string) => getStory(fullSlug, o),
};

/** Reads of the signed-in member: their keys carry the member, so members never share a cache. */
const MEMBER_READS = {
  user: (o: CallOptions) => getUser(o),
  loyalty: (o: CallOptions) => getLoyalty(o),
  offers: (o: CallOptions) => getOffers(o),
  balance: (o: CallOptions, memberId: number) => getBalance(memberId, o),
  favouriteLocations: (o: CallOptions) => getFavouriteLocations(o),
  payments: (o: CallOptions) => getPayments(o),
  addresses: (o: CallOptions) => getAddresses(o),
  recentOrders: (o: CallOptions) => getRecentOrders(o),
  favouriteOrders: (o: CallOptions) => getFavouriteOrders(o),
};

const READS = { ...PUBLIC_READS, ...MEMBER_READS };

/**
 * Reads whose every reader says itself that the read failed, with a button to read again, or
 * leaves out what was only decoration: they fail without the §8 banner, which would only say
 * the same thing twice, or speak of what the customer did not miss.
 */
const SHOWN_BY_THEIR_READERS: ReadonlySet<ReadName> = new Set<ReadName>([
  // The careers page's jobs pages: without them, the search below still works.
  'stories',
  'loyalty',
  'offers',
  'payments',
  'addresses',
  'recentOrders',
  // The way back leaves out what it cannot place: no banner over a shortcut.
  'menuRestaurants',
  'favouriteOrders',
  'order',
]);

type Tail<T extends readonly unknown[]> = T extends readonly [unknown, ...infer R] ? R : never;

export type ReadName = keyof typeof READS;
export type ReadArgs<N extends ReadName> = Tail<Parameters<(typeof READS)[N]>>;
export type ReadResult<N extends ReadName> = Awaited<ReturnType<(typeof READS)[N]>>;
/**
 * `[name, language, scope, ...args]`: the language the answer is in (§4.11: one language's
 * answer is never shown in the other), and the member id of member reads ('' otherwise).
 */
export type ReadKey<N extends ReadName = ReadName> = readonly [N, Language, string, ...ReadArgs<N>];

const isMemberRead = (name: ReadName) => name in MEMBER_READS;

function keyFor<N extends ReadName>(
  name: N,
  args: ReadArgs<N> | null,
  language: Language,
  memberId: number | undefined,
): ReadKey<N> | null {
  if (args === null) return null;
  if (!isMemberRead(name)) return [name, language, '', ...args] as unknown as ReadKey<N>;
  return memberId === undefined
    ? null
    : ([name, language, String(memberId), ...args] as unknown as ReadKey<N>);
}

/**
 * The SWR key of a read (for `mutate`), or null when it cannot be read: no arguments yet, or
 * a member read while nobody is signed in.
 */
export function readKey<N extends ReadName>(name: N, ...args: ReadArgs<N>): ReadKey<N> | null {
  const state = appState();
  return keyFor(name, args, state.language, state.token?.id);
}

/** The SWR fetcher of every read key. */
export function fetchRead<N extends ReadName>(key: ReadKey<N>): Promise<ReadResult<N>> {
  const [name, language, , ...args] = key;
  const read = READS[name] as (...a: unknown[]) => Promise<ReadResult<N>>;
  const mode = SHOWN_BY_THEIR_READERS.has(name) ? 'suppress' : 'default';
  return read({ language, mode }, ...args);
}

/**
 * Starts a read before any component asks for it: the first `useRead` of the same read takes
 * its answer (or its error) instead of asking again. For what a page needs as it starts.
 */
export function preloadRead<N extends ReadName>(name: N, ...args: ReadArgs<N>): void {
  const key = readKey(name, ...args);
  // The error is the reading component's to show; here it only must not go unhandled.
  if (key) preload(key, fetchRead).catch(() => undefined);
}

/** A read through SWR; `args` null waits (for example until an order exists). */
export function useRead<N extends ReadName>(
  name: N,
  args: ReadArgs<N> | null,
  config?: SWRConfiguration<ReadResult<N>>,
): SWRResponse<ReadResult<N>> {
  const key: readonly unknown[] | null = keyFor(name, args, useLanguage(), useToken()?.id);
  // SWR cannot follow the key's generic name to its result type; the key tables do.
  const response = useSWR<unknown>(
    key,
    (k: readonly unknown[]) => fetchRead(k as ReadKey),
    config as SWRConfiguration,
  );
  return response as SWRResponse<ReadResult<N>>;
}
