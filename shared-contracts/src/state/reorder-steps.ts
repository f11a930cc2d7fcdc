// The steps of a reorder (`reorderActions`), loaded with the first reorder: a reorder is a
// member's or a returning guest's action, not one every page's start needs.
import { getLocation } from '../api/locations';
import { otherSiteOrder } from '../api/error-messages';
import * as ordersApi from '../api/orders';
import { choicesOfLine } from '../rules/box-lines';
import { menuIdFor } from '../rules/menus';
import type { Location } from '../types/location';
import type { AddToOrderItem, CartProduct, Order } from '../types/order';
import { appState } from './app-state';
import { addToBox } from './add-to-box';
import type { BoxMove, MoveChanges } from './box-move';
import { forgetBoxNotices, sayInBox } from './box-notices';
import { locationActions } from './location-actions';
import { setOrder } from './order-actions';
import {
  letGo,
  OtherSiteOrder,
  reorderAsNow,
  type ReorderChoice,
  type ReorderPlan,
} from './reorder-plan';

const quietly = { mode: 'suppress' } as const;

/** A box that did not move (already at the restaurant): nothing to say. */
const NOTHING_CHANGED: MoveChanges = {
  missing: [],
  lostTime: null,
  keptTime: null,
  lostHandoff: null,
  lostCode: null,
};

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

/**
 * A guest's past order, rebuilt on the device: a new box at its restaurant with its lines (the
 * ordering API's reorder is a member's). An item the menu no longer has is refused as an add is.
 */
export async function rebuildPast(pastOrderId: string): Promise<Order> {
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

export async function plan(rebuilding: Promise<Order>): Promise<ReorderPlan> {
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

export async function finish(chosen: ReorderPlan, choice: ReorderChoice): Promise<Order> {
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
      items: lines.products.map(({ name, quantity, product_id }) => ({
        name,
        quantity,
        product: { menu: lines.menu_id, id: product_id },
      })),
    });
  }
  await sayMoved(boxAt, restaurant, { ...ofBox, missing: [...missing, ...ofBox.missing] });
  return kept;
}
