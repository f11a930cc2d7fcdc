import * as ordersApi from '../api/orders';
import { connectionIssue } from '../api/error-messages';
import { ApiError, errorCode, type CallOptions } from '../api/request';
import { analyticsEvent, cartLineItem } from '../bus/analytics';
import { bus } from '../bus/bus';
import { engagementChannel } from '../channel/client-variant';
import { cartQuantity } from '../rules/cart';
import { ORDER_LIFETIME_MS, expiresFrom } from '../rules/lifetimes';
import { menuIdFor } from '../rules/menus';
import { isCouponRemovalDue } from '../rules/minimums';
import { promoCodeError, promoErrorMessage, type PromoStatus } from '../rules/promo';
import { connection } from '../offline/connection';
import { applyBoxChange, pendingBox, queueBoxChange } from '../offline/pending-box';
import type { WalletReward } from '../types/offers';
import type {
  AddToOrderItem,
  CartProduct,
  DeliveryAddress,
  FavouriteOrder,
  Handoff,
  Order,
  OrderStatus,
  UpdateInOrderItem,
  ValidateResult,
} from '../types/order';
import { appState } from './app-state';

/** §8: cart-action failures are only logged; their calls show no error. */
const quietly = { mode: 'suppress' } as const;

/**
 * Keeps the order in the state, stored with `expires` one day ahead (§9) and the language its
 * answer was asked in (§4.11: the customer's, as every call asks).
 */
function setOrder(order: Order | null): Order | null {
  const stored = order
    ? {
        ...order,
        expires: expiresFrom(new Date(), ORDER_LIFETIME_MS),
        language: appState().language,
      }
    : null;
  appState().order = stored;
  return stored;
}

const store = (order: Order) => setOrder(order) as Order;

function firstMessage(error: unknown): string {
  return error instanceof ApiError ? (error.messages[0] ?? connectionIssue()) : connectionIssue();
}

/** Concurrent first adds share one `orders/create` (§4.1: adding creates the order first). */
let creating: Promise<Order> | null = null;

async function createOrder(menuId?: number): Promise<Order> {
  const state = appState();
  return store(await ordersApi.createOrder(menuId ?? menuIdFor(state.channel, state.location)));
}

function ensureOrder(): Promise<Order> {
  const order = appState().order;
  if (order) return Promise.resolve(order);
  creating ??= createOrder().finally(() => {
    creating = null;
  });
  return creating;
}

function lineOf(lineId: number): { order: Order; line: CartProduct } | null {
  const order = appState().order;
  const line = order?.products.find((product) => product.id === lineId);
  return order && line ? { order, line } : null;
}

function updateItem(line: CartProduct, quantity: number): UpdateInOrderItem {
  return {
    id: line.id,
    quantity,
    choices: line.choices.map((choice) => ({
      id: (choice.option_id ?? choice.id) as number,
      quantity: choice.quantity,
    })),
  };
}

/** Offline (issue 15): the box shows the change at once; it is sent when the connection returns. */
function changeOffline(lineId: number, quantity: number): Order | null {
  const order = appState().order;
  if (!order?.products.some((product) => product.id === lineId)) return order ?? null;
  const change = { lineId, quantity };
  pendingBox.changes = queueBoxChange(pendingBox.changes, change);
  return store(applyBoxChange(order, change));
}

/** A server's answer that refuses the change, rather than no answer at all (status 0) or an outage. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

let sending: Promise<void> | null = null;

async function sendChanges(): Promise<void> {
  const changes = [...pendingBox.changes];
  const order = appState().order;
  if (changes.length === 0) return;
  if (!order) {
    pendingBox.changes = [];
    return;
  }
  try {
    let next = order;
    for (const change of changes) {
      const line = order.products.find((product) => product.id === change.lineId);
      if (change.quantity === 0) {
        next = await ordersApi.removeFromOrder(order.id, change.lineId, quietly);
      } else if (line) {
        next = await ordersApi.updateInOrder(
          order.id,
          [updateItem(line, change.quantity)],
          quietly,
        );
      }
    }
    if (isCouponRemovalDue(next)) next = await ordersApi.removeCoupon(next.id, quietly);
    pendingBox.changes = pendingBox.changes.filter((change) => !changes.includes(change));
    pendingBox.refused = false;
    store(next);
  } catch (error) {
    // No answer: the changes wait for the next time the connection returns.
    if (!isRefusal(error)) return;
    pendingBox.changes = [];
    pendingBox.refused = true;
    await ordersApi.retrieveOrder(order.id, quietly).then(store, (failure: unknown) => {
      console.error('Could not read the box back', failure);
    });
  }
}

function emitCartChange(
  topic: 'analytics:add_to_cart' | 'analytics:remove_from_cart',
  line: CartProduct,
) {
  const state = appState();
  bus.emit(topic, analyticsEvent([cartLineItem(line, { quantity: 1 })], state.location));
}

/** §4.1 the order lifecycle; §4.4–§4.6 the box's coupon and counter rules. */
export const orderActions = {
  setOrder,

  /** §4.1 step 1: a new order for the current location's menu (or a given one). */
  createOrder,

  /** The current order, created first when there is none. */
  ensureOrder,

  /** §4.1 step 2: adding a product creates the order first if none exists. */
  async addToOrder(items: AddToOrderItem[]): Promise<Order> {
    const order = await ensureOrder();
    return store(await ordersApi.addToOrder(order.id, items));
  },

  async updateInOrder(items: UpdateInOrderItem[]): Promise<Order> {
    const order = await ensureOrder();
    return store(await ordersApi.updateInOrder(order.id, items));
  },

  /** §4.6 the plus button: one more, with add_to_cart and Add_Product_To_Cart (§7.5). */
  async increaseQuantity(lineId: number): Promise<Order | null> {
    const found = lineOf(lineId);
    if (!found) return null;
    if (!connection.online) return changeOffline(lineId, found.line.quantity + 1);
    try {
      const next = store(
        await ordersApi.updateInOrder(
          found.order.id,
          [updateItem(found.line, found.line.quantity + 1)],
          quietly,
        ),
      );
      emitCartChange('analytics:add_to_cart', found.line);
      bus.emit('engagement:Add_Product_To_Cart', {
        product: found.line.name,
        cart_items: cartQuantity(next),
        cost: next.totals.total,
        channel: engagementChannel(appState().channel),
      });
      return next;
    } catch (error) {
      console.error('Could not add one more to the box', error);
      return null;
    }
  },

  /**
   * §4.6 the decrease button: skipped at quantity 1; a coupon is removed when the decrease
   * leaves the order under the $200 minimum.
   */
  async decreaseQuantity(lineId: number): Promise<Order | null> {
    const found = lineOf(lineId);
    if (!found || found.line.quantity <= 1) return found?.order ?? null;
    if (!connection.online) return changeOffline(lineId, found.line.quantity - 1);
    try {
      let next = await ordersApi.updateInOrder(
        found.order.id,
        [updateItem(found.line, found.line.quantity - 1)],
        quietly,
      );
      if (isCouponRemovalDue(next)) next = await ordersApi.removeCoupon(next.id, quietly);
      emitCartChange('analytics:remove_from_cart', found.line);
      return store(next);
    } catch (error) {
      console.error('Could not take one off the box', error);
      return null;
    }
  },

  /**
   * §4.6 the trash button: removes the line; removing the last line also removes any coupon
   * (the caller then returns to /order).
   */
  async removeFromOrder(lineId: number): Promise<Order | null> {
    const found = lineOf(lineId);
    if (!found) return null;
    if (!connection.online) return changeOffline(lineId, 0);
    try {
      let next = await ordersApi.removeFromOrder(found.order.id, lineId, quietly);
      if (next.products.length === 0 && next.coupon) {
        next = await ordersApi.removeCoupon(next.id, quietly);
      }
      bus.emit(
        'analytics:remove_from_cart',
        analyticsEvent([cartLineItem(found.line)], appState().location),
      );
      return store(next);
    } catch (error) {
      console.error('Could not remove the line from the box', error);
      return null;
    }
  },

  /**
   * Issue 15: sends the box changes made offline (the host calls it when the connection
   * returns). A refusal empties the queue, sets `pendingBox.refused` and reads the box back.
   */
  sendPendingBoxChanges(): Promise<void> {
    sending ??= sendChanges().finally(() => {
      sending = null;
    });
    return sending;
  },

  /** §4.1 step 3. */
  async setHandoff(mode: Handoff): Promise<Order> {
    const order = await ensureOrder();
    return store(await ordersApi.setHandoff(order.id, mode));
  },

  /** §4.8 delivery: the dispatch address, creating the order first if none exists. */
  async setDispatchAddress(address: DeliveryAddress): Promise<Order> {
    const order = await ensureOrder();
    return store(await ordersApi.setAddress(order.id, 'dispatch', address));
  },

  /** §4.4 Apply: approved, or failed with the §8 promo message. */
  async applyPromoCode(code: string): Promise<{ status: PromoStatus; error?: string }> {
    const invalid = promoCodeError(code);
    if (invalid) return { status: 'failed', error: invalid };
    try {
      const order = await ensureOrder();
      store(await ordersApi.addCoupon(order.id, code, quietly));
      return { status: 'approved' };
    } catch (error) {
      return {
        status: 'failed',
        error: promoErrorMessage([firstMessage(error)], errorCode(error)),
      };
    }
  },

  /** §4.4 Remove: clears the code and the status. */
  async removePromoCode(): Promise<PromoStatus> {
    const order = appState().order;
    if (order) store(await ordersApi.removeCoupon(order.id));
    return 'empty';
  },

  /**
   * §4.5 wallet offer Apply (its code as the coupon) or Remove; then the order is revalidated
   * and refetched. Answers null, or 'Error: ' plus the first error.
   */
  async applyWalletReward(reward: WalletReward | null): Promise<string | null> {
    const order = appState().order;
    if (!order) return null;
    try {
      if (reward) await ordersApi.addCoupon(order.id, reward.cred, quietly);
      else await ordersApi.removeCoupon(order.id, quietly);
      await ordersApi.validateOrder(order.id, quietly);
      store(await ordersApi.retrieveOrder(order.id, quietly));
      return null;
    } catch (error) {
      return `Error: ${firstMessage(error)}`;
    }
  },

  /** §4.1 step 5: taxes, totals and saved card accounts merged into the order. */
  async validateOrder(options?: CallOptions): Promise<ValidateResult | null> {
    const order = appState().order;
    if (!order) return null;
    const result = await ordersApi.validateOrder(order.id, options);
    // The box as it is now: it may have changed (a tip, a time) while validate was on its way.
    const current = appState().order?.id === order.id ? (appState().order as Order) : order;
    store({ ...current, taxes: result.taxes, totals: result.totals, billing: result.billing });
    return result;
  },

  async refreshOrder(): Promise<Order | null> {
    const order = appState().order;
    return order ? store(await ordersApi.retrieveOrder(order.id)) : null;
  },

  /**
   * §4.11: the box and the order being followed, read again when they are not in the customer's
   * language (the names of their lines are in the language they were read in: a box kept from
   * an English visit, a switch since). An answer is kept only when nothing changed the order
   * meanwhile and the language is still the one asked for; a failure leaves the order as it was.
   */
  async readOrdersAgain(): Promise<void> {
    const { language } = appState();
    await Promise.all(
      (['order', 'activeOrder'] as const).map(async (slice) => {
        const before = appState()[slice];
        if (!before || before.language === language) return;
        const read = await ordersApi
          .retrieveOrder(before.id, { ...quietly, language })
          .catch(() => null);
        const state = appState();
        if (!read || state[slice] !== before || state.language !== language) return;
        if (slice === 'order') store({ ...before, ...read });
        else state.activeOrder = { ...before, ...read, language };
      }),
    );
  },

  /** §4.1: move the box to another menu. */
  async transferOrder(menuId: number): Promise<Order> {
    const order = await ensureOrder();
    return store(await ordersApi.transferOrder(order.id, menuId));
  },

  /**
   * §4.8 step 2: the order for the current location: created if none exists, transferred when
   * its menu differs from the location's.
   */
  async orderForLocation(): Promise<Order> {
    const state = appState();
    const menuId = menuIdFor(state.channel, state.location);
    if (!state.order) return ensureOrder();
    if (state.order.menu_id === menuId) return state.order;
    return store(await ordersApi.transferOrder(state.order.id, menuId));
  },

  /** §4.1 abandon (also on sign-out, §4.2, and catering exit, §2.10); a failure is only logged. */
  async abandonOrder(): Promise<void> {
    const order = appState().order;
    if (!order) return;
    setOrder(null);
    await ordersApi.abandonOrder(order.id, quietly).catch((error: unknown) => {
      console.error('Could not abandon the order', error);
    });
  },

  /** §4.1: a new box rebuilt from a past order. */
  async reorder(pastOrderId: string): Promise<Order> {
    return store(await ordersApi.reorder(pastOrderId));
  },

  /** §4.1: a new box rebuilt from a favourite order. */
  async reorderFavourite(favouriteId: FavouriteOrder['id']): Promise<Order> {
    return store(await ordersApi.reorderFavourite(favouriteId));
  },

  /** §4.1 step 6 done: the box becomes the active order to follow, and the bus says so. */
  orderPlaced(placed: OrderStatus) {
    const state = appState();
    state.activeOrder = state.order;
    setOrder(null);
    bus.emit('checkout:order-placed', { orderId: placed.id });
  },
};
