// What a reorder's actions (`reorder-actions`) and its steps (`reorder-steps`, loaded with the
// first reorder) share: the plan, the answer, the refusal of another site's order, the box let go.
import * as ordersApi from '../api/orders';
import { menuIdFor } from '../rules/menus';
import type { Location } from '../types/location';
import type { Order } from '../types/order';
import type { Channel } from '../channel/channel';
import type { Snapshot } from 'valtio';
import type { AppState } from '../types/client-state';
import type { ActionFailure } from './action-result';

const quietly = { mode: 'suppress' } as const;

/**
 * §4.1 "rebuilt from a past order or a favourite order": the ordering API's new box at the
 * past order's restaurant, waiting for the customer's answer while it would change something
 * they have: a box with items in it, or the restaurant they chose.
 */
export interface ReorderPlan {
  rebuilt: Order;
  /** The past order's restaurant. */
  from: Location;
  /** The customer's restaurant, when it is another one. */
  current: Location | null;
  /** The items in the customer's box now (0: nothing to replace or add to). */
  boxItems: number;
  /** The customer's restaurant, where their box is (null: none chosen yet). */
  boxAt: Location | null;
}

/** The customer's answer: replace the box or add to it; at their restaurant or the past one's. */
export interface ReorderChoice {
  box: 'replace' | 'add';
  at: 'current' | 'past';
}

/** Why a reorder was refused: the past order is of the other site's menu, and belongs there. */
export class OtherSiteOrder extends Error {
  constructor(
    readonly site: Channel,
    readonly menuId: number,
  ) {
    super(`Menu ${menuId} is ordered on the ${site} site`);
  }
}

/** The site a refused reorder belongs on, when that was why (so the page can link to it). */
export const otherSiteOf = (failure: ActionFailure): Channel | null =>
  failure.cause instanceof OtherSiteOrder ? failure.cause.site : null;

/**
 * The plan with the customer's box and restaurant as the state has them now: an answer refused
 * after the box moved asks again about the box where it is, not where it was when asked first.
 */
export function reorderAsNow(
  chosen: ReorderPlan,
  { channel, location, order }: Snapshot<Pick<AppState, 'channel' | 'location' | 'order'>>,
): ReorderPlan {
  // A page's state is a read-only snapshot; a location kept from it is only read, and setting
  // it in the state again proxies a copy.
  const at = location as Location | null;
  const current = at && menuIdFor(channel, at) !== chosen.rebuilt.menu_id ? at : null;
  const boxItems = order?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return { ...chosen, current, boxItems, boxAt: at };
}

/** A box let go on the server, whatever it answers (the customer has moved on). */
export function letGo(orderId: string): void {
  void ordersApi.abandonOrder(orderId, quietly).catch((error: unknown) => {
    console.error('Could not abandon the order', error);
  });
}
