import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import { appState } from '../state/app-state';
import { useToken } from '../state/hooks';
import type { StoriesQuery } from './content';
import { getStories, getStory } from './content';
import { getCareersTable, getJob, searchJobs } from './jobs';
import { findLocations, getLocation, getLocations, type LocationSearch } from './locations';
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
import { getFavouriteOrders, getOrderStatus, getRecentOrders, retrieveOrder } from './orders';
import { getUpsellsForCart } from './upsells';
import type { JobSearchQuery } from '../types/jobs';
import type { Handoff } from '../types/order';

/** The read calls SWR may cache, by name; a key is the name, a scope and the arguments. */
const PUBLIC_READS = {
  menu: (menuId: number) => getMenu(menuId),
  menuProduct: (menuId: number, productId: number) => getMenuProduct(menuId, productId),
  handoffTimes: (menuId: number, from: string, to: string, handoff?: Handoff) =>
    getHandoffTimes(menuId, { from, to, handoff }),
  locations: () => getLocations(),
  locationSearch: (search: LocationSearch) => findLocations(search),
  location: (id: number) => getLocation(id),
  order: (orderId: string) => retrieveOrder(orderId),
  orderStatus: (orderId: string) => getOrderStatus(orderId),
  upsells: (orderId: string, email?: string) => getUpsellsForCart(orderId, email),
  stories: (query: StoriesQuery) => getStories(query),
  story: (fullSlug: string, language?: string) => getStory(fullSlug, language),
  jobs: (query: JobSearchQuery) => searchJobs(query),
  job: (id: string) => getJob(id),
  careersTable: () => getCareersTable(),
};

/** Reads of the signed-in member: their keys carry the member, so members never share a cache. */
const MEMBER_READS = {
  user: () => getUser(),
  loyalty: () => getLoyalty(),
  offers: () => getOffers(),
  balance: (memberId: number) => getBalance(memberId),
  favouriteLocations: () => getFavouriteLocations(),
  payments: () => getPayments(),
  addresses: () => getAddresses(),
  recentOrders: () => getRecentOrders(),
  favouriteOrders: () => getFavouriteOrders(),
};

const READS = { ...PUBLIC_READS, ...MEMBER_READS };

export type ReadName = keyof typeof READS;
export type ReadArgs<N extends ReadName> = Parameters<(typeof READS)[N]>;
export type ReadResult<N extends ReadName> = Awaited<ReturnType<(typeof READS)[N]>>;
/** `[name, scope, ...args]`: the scope is the member id of member reads, '' otherwise. */
export type ReadKey<N extends ReadName = ReadName> = readonly [N, string, ...ReadArgs<N>];

const isMemberRead = (name: ReadName) => name in MEMBER_READS;

function keyFor<N extends ReadName>(
  name: N,
  args: ReadArgs<N> | null,
  memberId: number | undefined,
): ReadKey<N> | null {
  if (args === null) return null;
  if (!isMemberRead(name)) return [name, '', ...args] as ReadKey<N>;
  return memberId === undefined ? null : ([name, String(memberId), ...args] as ReadKey<N>);
}

/**
 * The SWR key of a read (for `mutate`), or null when it cannot be read: no arguments yet, or
 * a member read while nobody is signed in.
 */
export function readKey<N extends ReadName>(name: N, ...args: ReadArgs<N>): ReadKey<N> | null {
  return keyFor(name, args, appState().token?.id);
}

/** The SWR fetcher of every read key. */
export function fetchRead<N extends ReadName>(key: ReadKey<N>): Promise<ReadResult<N>> {
  const [name, , ...args] = key;
  const read = READS[name] as (...a: unknown[]) => Promise<ReadResult<N>>;
  return read(...args);
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
  const key: readonly unknown[] | null = keyFor(name, args, useToken()?.id);
  // SWR cannot follow the key's generic name to its result type; the key tables do.
  const response = useSWR<unknown>(
    key,
    (k: readonly unknown[]) => fetchRead(k as ReadKey),
    config as SWRConfiguration,
  );
  return response as SWRResponse<ReadResult<N>>;
}
