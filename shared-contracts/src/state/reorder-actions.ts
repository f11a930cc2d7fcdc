import * as ordersApi from '../api/orders';
import type { FavouriteOrder, Order } from '../types/order';
import { attempt, succeeded, type ActionResult } from './action-result';
import { letGo, type ReorderChoice, type ReorderPlan } from './reorder-plan';

/** The reorder's steps (`reorder-steps`), loaded with the first reorder. */
const steps = () => import('./reorder-steps');

/**
 * §4.1 reorder: a past or favourite order rebuilt into the box without a change behind the
 * customer's back. `plan…` rebuilds it; when that would change the customer's box or restaurant,
 * the page asks, then `finishReorder` with the answer (or `dropReorder`). Each answers an
 * `ActionResult` and never rejects.
 */
export const reorderActions = {
  planReorder: (pastOrderId: string): Promise<ActionResult<ReorderPlan>> =>
    attempt(async () => (await steps()).plan(ordersApi.reorder(pastOrderId))),

  /** A past order of this device's guest (`deviceOrders`), rebuilt on the device. */
  planDeviceReorder: (pastOrderId: string): Promise<ActionResult<ReorderPlan>> =>
    attempt(async () => {
      const { plan, rebuildPast } = await steps();
      return plan(rebuildPast(pastOrderId));
    }),

  planFavouriteReorder: (favouriteId: FavouriteOrder['id']): Promise<ActionResult<ReorderPlan>> =>
    attempt(async () => (await steps()).plan(ordersApi.reorderFavourite(favouriteId))),

  /**
   * Replaces the box or adds to it, at the customer's restaurant or the past one's, and the box
   * says which items it put in (an item the same as a line raises that line). Items the chosen
   * restaurant cannot make are left out by the ordering API, and the box names them.
   */
  finishReorder: (chosen: ReorderPlan, choice: ReorderChoice): Promise<ActionResult<Order>> =>
    attempt(async () => (await steps()).finish(chosen, choice)),

  /** The customer said no: the rebuilt box is let go, theirs stays as it was. */
  dropReorder(chosen: ReorderPlan): ActionResult {
    letGo(chosen.rebuilt.id);
    return succeeded();
  },
};
