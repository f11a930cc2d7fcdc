import type { FavouriteItem } from '../types/favourite-item';
import type { Location } from '../types/location';
import type { Member, TokenSet } from '../types/member';
import type { Menu } from '../types/menu';
import type { NextHandoff, Order } from '../types/order';

/*
 * Shape checks for values read back from local storage: enough to tell our own value from a
 * corrupt or foreign one, so the rest of the code can trust the types.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isLocation(value: unknown): value is Location {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.menu_id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.address === 'string'
  );
}

export function isMenu(value: unknown): value is Menu {
  return isRecord(value) && typeof value.id === 'number' && Array.isArray(value.categories);
}

export function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.menu_id === 'number' &&
    Array.isArray(value.products)
  );
}

export function isNextHandoff(value: unknown): value is NextHandoff {
  return (
    isRecord(value) &&
    typeof value.handoff === 'string' &&
    (value.address === null ||
      (isRecord(value.address) && typeof value.address.address === 'string'))
  );
}

export function isMember(value: unknown): value is Member {
  return isRecord(value) && typeof value.email === 'string';
}

export function isTokenSet(value: unknown): value is TokenSet {
  return (
    isRecord(value) &&
    typeof value['access.token'] === 'string' &&
    typeof value['ordering.access.token'] === 'string'
  );
}

export function isArrayOf<T>(check: (item: unknown) => item is T) {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(check);
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isFavouriteItem = (value: unknown): value is FavouriteItem =>
  isRecord(value) && isString(value.sku) && isString(value.name);
