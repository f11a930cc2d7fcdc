import { isAllergen } from '../rules/allergens';
import { isExpired, isSavedOrderStale } from '../rules/lifetimes';
import { isSitePath } from '../rules/site-path';
import { DEVICE_ORDERS, FAVOURITE_ITEMS } from './come-back-actions';
import type { RedeemedOffer } from '../types/box-notice';
import type { AppState } from '../types/client-state';
import { LANGUAGES, type Language } from '../types/language';
import { ORDERING_TOKEN_PROVIDER } from '../types/member';
import {
  isArrayOf,
  isFavouriteItem,
  isLocation,
  isMember,
  isMenu,
  isNextHandoff,
  isOrder,
  isRecord,
  isString,
  isTokenSet,
} from './guards';

/** Why a stored value is not restored: only a corrupt one deserves a warning. */
export type Dropped = 'corrupt' | 'expired';

type Read<K extends keyof AppState> = (raw: unknown, now: Date) => AppState[K] | Dropped;

interface Slice<K extends keyof AppState> {
  key: K;
  storageKey: string;
  read: Read<K>;
}

const slice = <K extends keyof AppState>(key: K, read: Read<K>): Slice<K> => ({
  key,
  storageKey: `qsr.${key}`,
  read,
});

/** A value of the right shape, else corrupt. */
const shaped =
  <T>(check: (value: unknown) => value is T) =>
  (raw: unknown): T | Dropped =>
    check(raw) ? raw : 'corrupt';

const isRedeemedOffer = (value: unknown): value is RedeemedOffer =>
  isRecord(value) && isRecord(value.offer) && Array.isArray(value.offer.references);

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * §3 Persistence: the slices of the state kept in local storage, each with its check and
 * lifetime (§9: location 1 day, menu 1 hour, order 1 day and 48 h after `created`; the next box's
 * handoff as long as the location). "App
 * state" is the language, the sign-in redirect and a session the server ended (§6); a
 * guest's contact details stay in memory.
 */
export const STORED_SLICES = [
  slice('location', (raw, now) => {
    if (!isLocation(raw)) return 'corrupt';
    return isExpired(raw.expires, now) ? 'expired' : raw;
  }),
  slice('menu', (raw, now) => {
    if (!isMenu(raw)) return 'corrupt';
    return isExpired(raw.expires, now) ? 'expired' : raw;
  }),
  slice('order', (raw, now) => {
    if (!isOrder(raw)) return 'corrupt';
    return isExpired(raw.expires, now) || isSavedOrderStale(raw, now) ? 'expired' : raw;
  }),
  // How the next box is handed over, for as long as the restaurant it belongs to is kept.
  slice('nextHandoff', (raw, now) => {
    if (!isNextHandoff(raw)) return 'corrupt';
    return isExpired(raw.expires, now) ? 'expired' : raw;
  }),
  slice('user', shaped(isMember)),
  slice('token', (raw, now) => {
    if (!isTokenSet(raw)) return 'corrupt';
    // §4.2: a token of another provider is logged out at start; an expired one too.
    if (raw.provider !== ORDERING_TOKEN_PROVIDER) return 'expired';
    return Date.parse(raw.expires) > now.getTime() ? raw : 'expired';
  }),
  slice('offers', shaped(isArrayOf(isRecord)) as Read<'offers'>),
  // A redeemed offer is put on a box that may come after a reload.
  slice('redeemedOffers', shaped(isArrayOf(isRedeemedOffer))),
  slice('language', shaped(isLanguage)),
  slice('redirect', shaped(isSitePath)),
  // Kept: the refusal may come to a page the member is leaving, and the next page says it.
  slice('sessionExpiredOn', shaped(isSitePath)),
  slice('expandedMarkets', shaped(isArrayOf(isString))),
  // An allergen this site no longer names is dropped; the rest of the profile stays.
  slice('allergenProfile', (raw) =>
    isRecord(raw) && Array.isArray(raw.avoid) && typeof raw.hide === 'boolean'
      ? { avoid: raw.avoid.filter(isAllergen), hide: raw.hide }
      : 'corrupt',
  ),
  slice('deviceOrders', (raw) =>
    isArrayOf(isString)(raw) ? raw.slice(0, DEVICE_ORDERS) : 'corrupt',
  ),
  slice('favouriteItems', (raw) =>
    isArrayOf(isFavouriteItem)(raw) ? raw.slice(0, FAVOURITE_ITEMS) : 'corrupt',
  ),
] as const;

export type StoredKey = (typeof STORED_SLICES)[number]['key'];

/** Local storage keys by state key, for tests and tools. */
export const STORAGE_KEYS = Object.fromEntries(
  STORED_SLICES.map((s) => [s.key, s.storageKey]),
) as Record<StoredKey, string>;
