import { getLocation } from '../api/locations';
import { otherSiteOrder } from '../api/error-messages';
import * as ordersApi from '../api/orders';
import { choicesOfLine } from '../rules/box-lines';
import { menuIdFor } from '../rules/menus';
import type { Location } from '../types/location';
import type { AddToOrderItem, CartProduct, FavouriteOrder, Order } from '../types/order';
import type { Channel } from '../channel/channel';
import type { Snapshot } from 'valtio';
import type { AppState } from '../types/client-state';
import { attempt, succeeded, type ActionFailure, type ActionResult } from './action-result';
import { appState } from './app-state';
import { addToBox } from './add-to-box';
import type { BoxMove, MoveChanges } from './box-move';
import { forgetBoxNotices, sayInBox } from './box-notices';
import { locationActions } from './location-actions';
import { setOrder } from './order-actions';

const quietly = { mode: 'suppress' } as const;

/** A box that did not move (already at the restaurant): nothing to say. */
const NOTHING_CHANGED: MoveChanges = {
  missing: [],
  lostTime: null,
  keptTime: null,
  lostHandoff: null,
  lostCode: null,
};

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

const addItemOf = (line: CartProduct): AddToOrderItem => ({
  id: line.product_id,
  quantity: line.quantity,
  choices: choicesOfLine(line),
  isupsell: false,
  ...(line.instructions ? { instructions: line.instructions } : {}),
});

/**
 * Moves a box to a restaurant, the one way every change of restaurant takes (`moveBox`): the
 * ordering API leaves out what it cannot make, and a scheduled time it cannot keep goes.
 */
async function moveTo(box: Order, restaurant: Location): Promise<BoxMove> {
  const menuId = menuIdFor(appState().channel, restaurant);
  if (box.menu_id === menuId) return { moved: box, ...NOTHING_CHANGED };
  const { moveBox } = await import('./box-move');
  return moveBox(box, menuId);
}

/** A box let go on the server, whatever it answers (the customer has moved on). */
function letGo(orderId: string): void {
  void ordersApi.abandonOrder(orderId, quietly).catch((error: unknown) => {
    console.error('Could not abandon the order', error);
  });
}

/**
 * A guest's past order, rebuilt on the device: a new box at its restaurant with its lines (the
 * ordering API's reorder is a member's). An item the menu no longer has is refused as an add is.
 */
async function rebuildPast(pastOrderId: string): Promise<Order> {
  const past = await ordersApi.retrieveOrder(pastOrderId, quietly);
  const fresh = await ordersApi.createOrder(past.menu_id, quietly);
  if (past.products.length === 0) return fresh;
  try {
    return await addToBox(fresh, past.products.map(addItemOf), quietly);
  } catch (refused) {
    letGo(fresh.id);
    throw refused;
  }
}

async function plan(rebuilding: Promise<Order>): Promise<ReorderPlan> {
  const rebuilt = await rebuilding;
  const state = appState();
  const { channel, language } = state;
  const from = await getLocation(rebuilt.menu_id, { byMenuId: true }, quietly);
  // A restaurant order is not a catering box, nor the other way round: the box stays as it was.
  if (menuIdFor(channel, from) !== rebuilt.menu_id) {
    letGo(rebuilt.id);
    throw {
      messages: [otherSiteOrder(channel, language)],
      code: null,
      status: 0,
      cause: new OtherSiteOrder(channel === 'catering' ? 'default' : 'catering', rebuilt.menu_id),
    };
  }
  return reorderAsNow({ rebuilt, from, current: null, boxItems: 0, boxAt: null }, state);
}

/** The box and its restaurant, as the ordering API now has them. */
function keep(restaurant: Location, box: Order): Order {
  const placed = locationActions.setLocation(restaurant);
  if (!placed.ok) throw placed.failure;
  return setOrder(box) as Order;
}

/**
 * Adds the past order's lines to the customer's box, moved first to the chosen restaurant. An
 * add refused leaves the lines as they were (`addToBox`); a move cannot be taken back (the
 * restaurant left out what it does not make), so a box that moved before the refusal is shown
 * where it now is, with what it left out, and the refusal is passed on.
 */
async function addToTheBox(box: Order, lines: Order, restaurant: Location, boxAt: BoxAt) {
  const ofBox = await moveTo(box, restaurant);
  const { moved } = ofBox;
  if (lines.products.length === 0) return { next: moved, ofBox };
  try {
    return { next: await addToBox(moved, lines.products.map(addItemOf)), ofBox };
  } catch (refused) {
    if (moved !== box) {
      keep(restaurant, moved);
      await sayMoved(boxAt, restaurant, ofBox);
    }
    throw refused;
  }
}

/** The restaurant the customer's box was at before the reorder (null: none chosen). */
type BoxAt = Location | null;

/** Says what a move changed (`movedNotices`, loaded with the move that changed anything). */
async function sayMoved(boxAt: BoxAt, restaurant: Location, changes: MoveChanges): Promise<void> {
  const { missing, lostTime, keptTime, lostHandoff, lostCode } = changes;
  if (missing.length === 0 && !lostTime && !keptTime && !lostHandoff && !lostCode) return;
  const { movedNotices } = await import('./box-move');
  movedNotices(boxAt, restaurant, changes).forEach(sayInBox);
}

async function finish(chosen: ReorderPlan, choice: ReorderChoice): Promise<Order> {
  const state = appState();
  const box = state.order && state.order.products.length > 0 ? state.order : null;
  const boxAt = state.location;
  const restaurant = choice.at === 'current' && chosen.current ? chosen.current : chosen.from;
  const { moved: lines, missing } = await moveTo(chosen.rebuilt, restaurant);
  let next: Order;
  // What the move of the customer's box changed on its own (a time, a handoff, a code).
  let ofBox: MoveChanges = NOTHING_CHANGED;
  if (choice.box === 'add' && box) {
    ({ next, ofBox } = await addToTheBox(box, lines, restaurant, boxAt));
    letGo(lines.id);
  } else {
    if (state.order && state.order.id !== lines.id) letGo(state.order.id);
    next = lines;
  }
  const kept = keep(restaurant, next);
  // After the box is set: a new box forgets what was said of the one before.
  forgetBoxNotices('reordered');
  if (lines.products.length > 0) {
    sayInBox({
      kind: 'reordered',
      replaced: choice.box === 'replace' && box !== null,
      items: lines.products.map(({ name, quantity }) => ({ name, quantity })),
    });
  }
  await sayMoved(boxAt, restaurant, { ...ofBox, missing: [...missing, ...ofBox.missing] });
  return kept;
}

/**
 * §4.1 reorder: a past or favourite order rebuilt into the box without a change behind the
 * customer's back. `plan…` rebuilds it; when that would change the customer's box or restaurant,
 * the page asks, then `finishReorder` with the answer (or `dropReorder`). Each answers an
 * `ActionResult` and never rejects.
 */
export const reorderActions = {
  planReorder: (pastOrderId: string): Promise<ActionResult<ReorderPlan>> =>
    attempt(() => plan(ordersApi.reorder(pastOrderId))),

  /** A past order of this device's guest (`deviceOrders`), rebuilt on the device. */
  planDeviceReorder: (pastOrderId: string): Promise<ActionResult<ReorderPlan>> =>
    attempt(() => plan(rebuildPast(pastOrderId))),

  planFavouriteReorder: (favouriteId: FavouriteOrder['id']): Promise<ActionResult<ReorderPlan>> =>
    attempt(() => plan(ordersApi.reorderFavourite(favouriteId))),

  /**
   * Replaces the box or adds to it, at the customer's restaurant or the past one's, and the box
   * says which items it put in (an item the same as a line raises that line). Items the chosen
   * restaurant cannot make are left out by the ordering API, and the box names them.
   */
  finishReorder: (chosen: ReorderPlan, choice: ReorderChoice): Promise<ActionResult<Order>> =>
    attempt(() => finish(chosen, choice)),

  /** The customer said no: the rebuilt box is let go, theirs stays as it was. */
  dropReorder(chosen: ReorderPlan): ActionResult {
    letGo(chosen.rebuilt.id);
    return succeeded();
  },
};
