import { subscribe } from 'valtio';
import * as donationsApi from '../api/carts';
import * as ordersApi from '../api/orders';
import { CONNECTION_ISSUE } from '../api/error-messages';
import type { CallOptions } from '../api/request';
import { isRefusal, reportFailure } from '../api/report-failure';
import { analyticsEvent, analyticsItem } from '../bus/analytics';
import { bus } from '../bus/bus';
import { engagementChannel } from '../channel/client-variant';
import { choicesOfLine } from '../rules/box-lines';
import { boxQuantity } from '../rules/box-quantity';
import { CATERING_HANDOFF_REFUSAL, channelOffers } from '../rules/channel-handoffs';
import { isDelivery } from '../rules/handoff';
import { LOCATION_LIFETIME_MS, ORDER_LIFETIME_MS, expiresFrom } from '../rules/lifetimes';
import { menuIdFor } from '../rules/menus';
import { unmetCouponMinimum } from '../rules/minimums';
import { promoCodeError, promoErrorMessage } from '../rules/promo';
import { sameChoices } from '../rules/same-choices';
import { tipFor } from '../rules/tip';
import type { TotalsDue } from '../rules/totals-due';
import { vehicleCustomFields } from '../rules/vehicle';
import { walletRewardName } from '../rules/wallet';
import { connection } from '../offline/connection';
import { applyBoxChange, pendingBox, queueBoxChange } from '../offline/pending-box';
import type { Vehicle } from '../types/handoff-details';
import type { Location } from '../types/location';
import type { WalletReward } from '../types/offers';
import type {
  AddToOrderItem,
  CartProduct,
  DeliveryAddress,
  Donation,
  Handoff,
  NextHandoff,
  Order,
  OrderStatus,
  UpdateInOrderItem,
  ValidateResult,
} from '../types/order';
import { failed, failureOf, succeeded, attempt, type ActionResult } from './action-result';
import { addToBox } from './add-to-box';
import { appState } from './app-state';
import { forgetBoxNotices, sayInBox } from './box-notices';
import { rememberDeviceOrder } from './come-back-actions';

/** How many times a box changing meanwhile is read again in the customer's language (§4.11). */
const READ_AGAIN_ATTEMPTS = 3;

/** §8: cart-action failures are only logged; their calls show no error. */
const quietly = { mode: 'suppress' } as const;

/** The language an order's lines' names were read in (§4.11); unknown for a box kept without. */
type NamesIn = Pick<Order, 'language'>;

/**
 * Keeps the order in the state, stored with `expires` one day ahead (§9) and the language its
 * lines' names were read in (§4.11): by default the customer's, as every call asks; a box
 * changed here from the one kept keeps that one's (`namesIn`), unknown included.
 */
export function setOrder(
  order: Order | null,
  namesIn: NamesIn = { language: appState().language },
): Order | null {
  // A box let go takes what was said about it along; a refused address goes with its delivery.
  if (order?.id !== appState().order?.id) appState().boxNotices = [];
  if (!order || order.id !== appState().order?.id || !isDelivery(order.handoff))
    appState().deliveryRefused = null;
  const kept = appState().order;
  const stored = order
    ? {
        ...order,
        expires: expiresFrom(new Date(), ORDER_LIFETIME_MS),
        ...(namesIn.language && { language: namesIn.language }),
        // The ordering API answers the tip's amount only: its share stays with its box.
        ...(order.tip_share === undefined &&
          kept?.id === order.id &&
          kept.tip_share != null && { tip_share: kept.tip_share }),
      }
    : null;
  appState().order = stored;
  return stored;
}

const store = (order: Order, namesIn?: NamesIn) => setOrder(order, namesIn) as Order;

/**
 * §4.6: a change that takes the box under its coupon's minimum, or takes a free-item code's item
 * out of it, as the ordering API answers it, or a decrease under the site's $200, takes the
 * coupon off, and the box says which code went and why (`unmetCouponMinimum`).
 */
async function dropUnmetCoupon(next: Order, decreased: boolean): Promise<Order> {
  const item = next.coupon?.missing_item?.name;
  // A free-item code is about its item: without it, that is what the box says it needs.
  const need = item !== undefined ? { item } : unmetCouponMinimum(next, decreased);
  const code = next.coupon?.couponcode;
  if (need === null || !code) return next;
  const reward = next.coupon?.reward;
  const without = await ordersApi.removeCoupon(next.id, quietly);
  sayInBox({
    kind: 'promo-removed',
    code,
    ...(reward ? { reward: walletRewardName(reward.label) } : {}),
    ...need,
  });
  return without;
}

/**
 * Counts a change of the box while the ordering API prices it (the state's `boxPricing`),
 * whichever remote asked it: checkout's totals then say "updating" for a change made in the
 * box drawer as for its own.
 */
function whilePricing<T>(change: () => Promise<T>): Promise<T> {
  const state = appState();
  state.boxPricing += 1;
  return change().finally(() => {
    state.boxPricing -= 1;
  });
}

/** One change of the box by the ordering API, whose answer is the box: priced, then stored. */
function changeBox(call: (orderId: string) => Promise<Order>): Promise<ActionResult<Order>> {
  return whilePricing(() => attempt(async () => store(await call((await ensureOrder()).id))));
}

/** The box's tip or round-up put where its totals now have them (`followBoxTotals`). */
export function putTotalsRight(due: TotalsDue): Promise<ActionResult<Order>> {
  return changeBox((id) =>
    'tip' in due
      ? ordersApi.setTip(id, due.tip, quietly)
      : donationsApi.setDonation(id, { id: due.donation, amount: due.roundUp }, quietly),
  );
}

/** Concurrent first adds share one `orders/create` (§4.1: adding creates the order first). */
let creating: Promise<Order> | null = null;

async function createOrder(menuId?: number): Promise<Order> {
  const state = appState();
  const created = await ordersApi.createOrder(menuId ?? menuIdFor(state.channel, state.location));
  return store(await withNextHandoff(created));
}

/** The customer has chosen the handoff again: what a change of restaurant said of it is done. */
function handoffChosen(result: ActionResult<Order>): ActionResult<Order> {
  if (result.ok) forgetBoxNotices('handoff-not-kept');
  return result;
}

/**
 * A new box starts as the last placed order was handed over (a delivery to its address), which
 * from then on the box carries. Refused (the restaurant no longer delivers there), it starts as
 * pickup, as any box does, and the header says so.
 */
async function withNextHandoff(order: Order): Promise<Order> {
  const state = appState();
  const next = state.nextHandoff;
  state.nextHandoff = null;
  if (!next || next.handoff === order.handoff) return order;
  try {
    return isDelivery(next.handoff) && next.address
      ? await ordersApi.setAddress(order.id, 'dispatch', next.address, quietly)
      : await ordersApi.setHandoff(order.id, next.handoff, quietly);
  } catch (error) {
    console.error('Could not start the box as the last order was handed over', error);
    return order;
  }
}

/**
 * What a placed order leaves for the next box: its handoff and a delivery's address (pickup,
 * the default, leaves nothing), for as long as the restaurant is kept.
 */
function nextHandoffOf(placed: Order | null): NextHandoff | null {
  if (!placed || placed.handoff === 'pickup') return null;
  return {
    handoff: placed.handoff,
    address: isDelivery(placed.handoff) ? placed.address : null,
    expires: expiresFrom(new Date(), LOCATION_LIFETIME_MS),
  };
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
  return { id: line.id, quantity, choices: choicesOfLine(line) };
}

/** Offline: the box shows the change at once; it is sent when the connection returns. */
function changeOffline(lineId: number, quantity: number): Order | null {
  const order = appState().order;
  if (!order?.products.some((product) => product.id === lineId)) return order ?? null;
  const change = { lineId, quantity };
  pendingBox.changes = queueBoxChange(pendingBox.changes, change);
  return store(applyBoxChange(order, change), order);
}

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
    // Changes made offline are read as a decrease: the page's estimate has already lowered the
    // subtotal the answer would be compared with.
    if (next.products.length > 0) next = await dropUnmetCoupon(next, true);
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

function emitBoxChange(
  topic: 'analytics:add_to_cart' | 'analytics:remove_from_cart',
  line: CartProduct,
) {
  const state = appState();
  bus.emit(topic, analyticsEvent([analyticsItem(line, { quantity: 1 })], state.location));
}

async function validate(options?: CallOptions): Promise<ValidateResult | null> {
  const order = appState().order;
  if (!order) return null;
  const result = await ordersApi.validateOrder(order.id, options);
  // The box as it is now: it may have changed (a tip, a time) while validate was on its way.
  // Its time is the answer's when there is one: the earliest as of now, which review shows.
  const current = appState().order?.id === order.id ? (appState().order as Order) : order;
  const { taxes, totals, billing, time } = result;
  // Its lines are the kept box's, so are their names' language (§4.11).
  store({ ...current, taxes, totals, billing, ...(time && { time }) }, current);
  return result;
}

/**
 * §4.8 step 2: the order for the current location: created if none exists, transferred when
 * its menu differs from the location's.
 */
async function orderForLocation(movedFrom: MovedFrom): Promise<Order> {
  const state = appState();
  const menuId = menuIdFor(state.channel, state.location);
  if (!state.order) return ensureOrder();
  if (state.order.menu_id === menuId) return state.order;
  return moveAndSay(state.order, menuId, movedFrom);
}

/** The restaurant a box moves from, whose clock its time was chosen on (null: not known). */
type MovedFrom = Pick<Location, 'timezone'> | null;

/**
 * The box moved to the customer's restaurant's menu (`moveBox`, the one way every change of
 * restaurant takes), and the box says what the move left out or could not keep.
 */
async function moveAndSay(box: Order, menuId: number, movedFrom: MovedFrom): Promise<Order> {
  const { moveBox, movedNotices } = await import('./box-move');
  const move = await moveBox(box, menuId);
  const kept = store(move.moved);
  const { location } = appState();
  if (location) movedNotices(movedFrom, location, move).forEach(sayInBox);
  return kept;
}

let applyingOffers: Promise<void> | null = null;

/**
 * §4.5: the offers the member redeemed go on the box (`PUT orders/{id}/rewards`), each tried
 * once per box: put on, it is among the order's discounts by name; refused, the ordering API's
 * words say why, and the box shows them. Nothing to do for a guest or an empty box. No answer
 * (offline, an outage) leaves an offer untried for the next time.
 */
async function applyRedeemedOffers(): Promise<void> {
  const { order, token, redeemedOffers } = appState();
  if (!order || order.products.length === 0 || !token) return;
  const untried = redeemedOffers.filter((redeemed) => redeemed.tried?.orderId !== order.id);
  let next: Order | null = null;
  for (const { offer } of untried) {
    let refusal: string | null = null;
    try {
      next = await ordersApi.applyOrderRewards(
        order.id,
        { memberid: token.id, references: [...offer.references] },
        quietly,
      );
    } catch (error) {
      if (!isRefusal(error)) break;
      refusal = failureOf(error).messages[0] ?? null;
    }
    const state = appState();
    state.redeemedOffers = state.redeemedOffers.map((redeemed) =>
      redeemed.offer.id === offer.id
        ? { ...redeemed, tried: { orderId: order.id, refusal } }
        : redeemed,
    );
  }
  if (next && appState().order?.id === next.id) store(next);
}

/**
 * §4.5 an offer the placed box carried is used up: it leaves the member's redeemed offers (the
 * next box would show it as refused) and the offers shown, as the loyalty platform no longer
 * lists it.
 */
function dropUsedOffers(placedId: string | undefined): void {
  const state = appState();
  const used = new Set(
    state.redeemedOffers
      .filter(({ tried }) => tried !== undefined && tried.orderId === placedId && !tried.refusal)
      .map(({ offer }) => offer.id),
  );
  if (used.size === 0) return;
  state.redeemedOffers = state.redeemedOffers.filter(({ offer }) => !used.has(offer.id));
  state.offers = state.offers.filter((offer) => !used.has(offer.id));
}

/**
 * §8: a cart action's failure is answered, and the page shows it; one the server refused says
 * why there and is no error of the site, anything else is reported too.
 */
function loggedFailure(what: string, error: unknown) {
  reportFailure(what, error);
  return failed(error);
}

/**
 * §4.1 the order lifecycle; §4.4–§4.6 the box's coupon and counter rules. Every action that
 * calls the server answers an `ActionResult` and never rejects.
 */
export const orderActions = {
  /** §4.1 step 1: a new order for the current location's menu (or a given one). */
  createOrder: (menuId?: number): Promise<ActionResult<Order>> =>
    attempt(() => createOrder(menuId)),

  /** The current order, created first when there is none. */
  ensureOrder: (): Promise<ActionResult<Order>> => attempt(ensureOrder),

  /**
   * §4.1 step 2: adding a product creates the order first if none exists; an item the same as
   * a line of the box raises that line (`addToBox`).
   */
  addToOrder(items: AddToOrderItem[]): Promise<ActionResult<Order>> {
    return whilePricing(() =>
      attempt(async () => {
        const order = await ensureOrder();
        return store(await addToBox(order, items));
      }),
    );
  },

  updateInOrder(items: UpdateInOrderItem[]): Promise<ActionResult<Order>> {
    return whilePricing(() =>
      attempt(async () => {
        const order = await ensureOrder();
        const next = await ordersApi.updateInOrder(order.id, items);
        return store(await dropUnmetCoupon(next, next.totals.subtotal < order.totals.subtotal));
      }),
    );
  },

  /**
   * §4.6 the plus button: one more, with add_to_cart and Add_Product_To_Cart (§7.5). Answers
   * the box (null when there is none; as it was when the line is not in it).
   */
  increaseQuantity(lineId: number): Promise<ActionResult<Order | null>> {
    return whilePricing(async () => {
      const found = lineOf(lineId);
      if (!found) return succeeded(appState().order);
      if (!connection.online) return succeeded(changeOffline(lineId, found.line.quantity + 1));
      try {
        const next = store(
          await ordersApi.updateInOrder(
            found.order.id,
            [updateItem(found.line, found.line.quantity + 1)],
            quietly,
          ),
        );
        emitBoxChange('analytics:add_to_cart', found.line);
        bus.emit('engagement:Add_Product_To_Cart', {
          product: found.line.name,
          cart_items: boxQuantity(next),
          cost: next.totals.total,
          channel: engagementChannel(appState().channel),
        });
        return succeeded<Order | null>(next);
      } catch (error) {
        return loggedFailure('Could not add one more to the box', error);
      }
    });
  },

  /**
   * §4.6 the decrease button: skipped at quantity 1; a coupon is removed, and the box says so,
   * when the ordering API answers that the decrease left the box under the code's minimum.
   */
  decreaseQuantity(lineId: number): Promise<ActionResult<Order | null>> {
    return whilePricing(async () => {
      const found = lineOf(lineId);
      if (!found || found.line.quantity <= 1) return succeeded(appState().order);
      if (!connection.online) return succeeded(changeOffline(lineId, found.line.quantity - 1));
      try {
        let next = await ordersApi.updateInOrder(
          found.order.id,
          [updateItem(found.line, found.line.quantity - 1)],
          quietly,
        );
        next = await dropUnmetCoupon(next, true);
        emitBoxChange('analytics:remove_from_cart', found.line);
        return succeeded<Order | null>(store(next));
      } catch (error) {
        return loggedFailure('Could not take one off the box', error);
      }
    });
  },

  /**
   * §4.6 the trash button: removes the line; removing the last line also removes any coupon
   * (the caller then returns to /order); another line's going can take the box under the
   * code's minimum, as the decrease can.
   */
  removeFromOrder(lineId: number): Promise<ActionResult<Order | null>> {
    return whilePricing(async () => {
      const found = lineOf(lineId);
      if (!found) return succeeded(appState().order);
      if (!connection.online) return succeeded(changeOffline(lineId, 0));
      try {
        let next = await ordersApi.removeFromOrder(found.order.id, lineId, quietly);
        if (next.products.length === 0 && next.coupon) {
          next = await ordersApi.removeCoupon(next.id, quietly);
        } else {
          next = await dropUnmetCoupon(next, true);
        }
        bus.emit(
          'analytics:remove_from_cart',
          analyticsEvent([analyticsItem(found.line)], appState().location),
        );
        return succeeded<Order | null>(store(next));
      } catch (error) {
        return loggedFailure('Could not remove the line from the box', error);
      }
    });
  },

  /**
   * Sends the box changes made offline (the host calls it when the connection
   * returns). A refusal empties the queue, sets `pendingBox.refused` and reads the box back;
   * no answer keeps the queue for the next time. It cannot fail.
   */
  sendPendingBoxChanges(): Promise<ActionResult> {
    sending ??= whilePricing(sendChanges).finally(() => {
      sending = null;
    });
    return sending.then(() => succeeded());
  },

  /**
   * §4.1 step 3; the customer's choice, so a handoff kept from the last order goes. A handoff
   * the channel does not offer (curbside on the catering site) is refused before any call.
   * `options`: a page that says a refusal itself asks quietly (`suppress`).
   */
  setHandoff(mode: Handoff, options?: CallOptions): Promise<ActionResult<Order>> {
    const state = appState();
    if (!channelOffers(state.channel, mode)) {
      const refusal = CATERING_HANDOFF_REFUSAL[state.language];
      return Promise.resolve(
        failed({ messages: [refusal], code: null, status: 0, cause: refusal }),
      );
    }
    state.nextHandoff = null;
    return changeBox((id) => ordersApi.setHandoff(id, mode, options)).then(handoffChosen);
  },

  /**
   * §4.1 step 4 the box's time: a scheduled time, or as soon as possible (`wanted` null), from
   * checkout or before it (a breakfast item's page at noon). Always sent: the caller knows the
   * box it changes. A slot that closed meanwhile is the API's refusal, for the caller to say.
   */
  setOrderTime(wanted: string | null): Promise<ActionResult<Order>> {
    return changeBox((id) =>
      wanted
        ? ordersApi.setTime(id, { mode: 'scheduled', wanted }, quietly)
        : ordersApi.clearTime(id, quietly),
    ).then((result) => {
      // The customer has chosen the time again: what a change of restaurant said of it is done.
      if (result.ok) {
        forgetBoxNotices('time-not-kept');
        forgetBoxNotices('time-on-other-clock');
      }
      return result;
    });
  },

  /**
   * §4.8 delivery: the dispatch address, creating the order first if none exists (`options` as
   * `setHandoff`'s).
   */
  setDispatchAddress(
    address: DeliveryAddress,
    options?: CallOptions,
  ): Promise<ActionResult<Order>> {
    appState().nextHandoff = null;
    return changeBox((id) => ordersApi.setAddress(id, 'dispatch', address, options)).then(
      handoffChosen,
    );
  },

  /** §4.1 step 4 curbside: the vehicle, as the order's custom fields (`options` as above). */
  setVehicle(vehicle: Vehicle, options?: CallOptions): Promise<ActionResult<Order>> {
    return changeBox((id) => ordersApi.setCustomFields(id, vehicleCustomFields(vehicle), options));
  },

  /** §4.1 step 4: the tip (§5), which the ordering API adds to the totals. */
  setTip(amount: number, options?: CallOptions): Promise<ActionResult<Order>> {
    return changeBox(async (id) => ({
      ...(await ordersApi.setTip(id, amount, options)),
      tip_share: null,
    }));
  },

  /**
   * A preset tip: that share of the subtotal, which the tip follows from then on, whichever
   * change moves the subtotal and wherever it is made (`followBoxTotals`).
   */
  setTipShare(share: number, options?: CallOptions): Promise<ActionResult<Order>> {
    return changeBox(async (id) => {
      const subtotal = appState().order?.totals.subtotal ?? 0;
      return {
        ...(await ordersApi.setTip(id, tipFor(subtotal, share), options)),
        tip_share: share,
      };
    });
  },

  /** §4.12 the round-up donation, whose amount the totals decide (`roundUpAmount`). */
  setDonation(donation: Donation, options?: CallOptions): Promise<ActionResult<Order>> {
    return changeBox((id) => donationsApi.setDonation(id, donation, options));
  },

  /** §4.4 Apply: the box with the code, or a failure whose one message is the §8 promo text. */
  applyPromoCode(code: string): Promise<ActionResult<Order>> {
    return whilePricing(async () => {
      const invalid = promoCodeError(code);
      if (invalid) return failed({ messages: [invalid], code: null, status: 0, cause: invalid });
      const result = await attempt(async () => {
        const order = await ensureOrder();
        return store(await ordersApi.addCoupon(order.id, code, quietly));
      });
      if (result.ok) {
        forgetBoxNotices('promo-removed');
        return result;
      }
      const { failure } = result;
      return failed({
        ...failure,
        messages: [
          promoErrorMessage([failure.messages[0] ?? CONNECTION_ISSUE], failure.code, code),
        ],
      });
    });
  },

  /** §4.4 Remove: the box without its code (null when there is no box). */
  removePromoCode(): Promise<ActionResult<Order | null>> {
    return whilePricing(() =>
      attempt(async () => {
        const order = appState().order;
        return order ? store(await ordersApi.removeCoupon(order.id)) : null;
      }),
    );
  },

  /**
   * §4.5 wallet offer Apply (its code as the coupon) or Remove; then the order is revalidated
   * and refetched. Answers the box (null when there is none). The coupon's answer is the box at
   * once: a validate that refuses the order (a catering delivery under its minimum, a time) is
   * not the offer's failure, and must not leave the box without the code the order now has.
   */
  applyWalletReward(reward: WalletReward | null): Promise<ActionResult<Order | null>> {
    return whilePricing(() =>
      attempt(async () => {
        const order = appState().order;
        if (!order) return null;
        store(
          reward
            ? await ordersApi.addCoupon(order.id, reward.cred, quietly)
            : await ordersApi.removeCoupon(order.id, quietly),
        );
        // Checkout's review validates again and says why; here it is only logged (§8).
        await ordersApi
          .validateOrder(order.id, quietly)
          .catch((error: unknown) => reportFailure('Could not validate the box', error));
        return store(await ordersApi.retrieveOrder(order.id, quietly));
      }),
    );
  },

  /** §4.5 the member's redeemed offers put on the box, where it says how each went. It cannot fail. */
  applyRedeemedOffers(): Promise<ActionResult> {
    applyingOffers ??= whilePricing(applyRedeemedOffers)
      .catch((error: unknown) =>
        console.error('Could not put the redeemed offers on the box', error),
      )
      .finally(() => {
        applyingOffers = null;
      });
    return applyingOffers.then(() => succeeded());
  },

  /**
   * §4.1 step 5: taxes, totals and saved card accounts merged into the order (null when there
   * is no box).
   */
  validateOrder: (options?: CallOptions): Promise<ActionResult<ValidateResult | null>> =>
    whilePricing(() => attempt(() => validate(options))),

  /**
   * The box read again, as another tab may have changed it: kept only when the customer's
   * choices in it changed (`sameChoices`), so that two open checkouts never echo each other's
   * reads, and only when nothing changed it here meanwhile. Answers the box kept, else null.
   */
  refreshOrder(options?: CallOptions): Promise<ActionResult<Order | null>> {
    return attempt(async () => {
      const order = appState().order;
      if (!order) return null;
      const read = await ordersApi.retrieveOrder(order.id, options);
      if (appState().order !== order || sameChoices(read, order)) return null;
      return store(read);
    });
  },

  /**
   * §4.11: the box and the order being followed, read again when they are not in the customer's
   * language (the names of their lines are in the language they were read in: a box kept from
   * an English visit, a switch since). An answer is kept only when nothing changed the order
   * meanwhile and the language is still the one asked for; an order changed meanwhile (a box
   * re-priced as the page starts) is read again while still in another language, a few times at
   * most; a failure leaves the order as it was (it cannot fail).
   */
  async readOrdersAgain(): Promise<ActionResult> {
    const { language } = appState();
    await Promise.all(
      (['order', 'activeOrder'] as const).map(async (slice) => {
        for (let attempt = 0; attempt < READ_AGAIN_ATTEMPTS; attempt += 1) {
          const before = appState()[slice];
          if (!before || before.language === language) return;
          const read = await ordersApi
            .retrieveOrder(before.id, { ...quietly, language })
            .catch(() => null);
          const state = appState();
          if (!read || state.language !== language) return;
          if (state[slice] !== before) continue;
          if (slice === 'order') store({ ...before, ...read }, { language });
          else state.activeOrder = { ...before, ...read, language };
          return;
        }
      }),
    );
    return succeeded();
  },

  /**
   * §4.8 step 2: the order for the current location: created if none exists, transferred when
   * its menu differs from the location's.
   */
  orderForLocation: (movedFrom: MovedFrom = null): Promise<ActionResult<Order>> =>
    whilePricing(() => attempt(() => orderForLocation(movedFrom))),

  /**
   * §4.1 abandon (also on sign-out, §4.2, and catering exit, §2.10): the box is let go here
   * whatever the server answers; its failure is logged and answered.
   */
  async abandonOrder(): Promise<ActionResult> {
    const order = appState().order;
    if (!order) return succeeded();
    setOrder(null);
    return ordersApi.abandonOrder(order.id, quietly).then(
      () => succeeded(),
      (error: unknown) => loggedFailure('Could not abandon the order', error),
    );
  },

  /** A change of the order made elsewhere (checkout's own), counted while it is priced. */
  whilePricing,

  /**
   * Checkout says whether the ordering API refused the delivery address typed for the box (the
   * state's `deliveryRefused`): the box's totals read it, as checkout's do.
   */
  setDeliveryRefused(refused: boolean) {
    const state = appState();
    state.deliveryRefused = refused ? (state.order?.id ?? null) : null;
  },

  /** Settles when no change of the box is being priced, wherever it was asked (review waits). */
  boxPriced(): Promise<void> {
    const state = appState();
    if (state.boxPricing === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = subscribe(state, () => {
        if (state.boxPricing > 0) return;
        stop();
        resolve();
      });
    });
  },

  /**
   * §4.1 step 6 done: the box becomes the active order to follow, and the bus says so. Its lines,
   * promo code, tip and time go with it; its handoff and delivery address stay for the next box,
   * at the same restaurant: a customer who just had it delivered orders the next one alike.
   */
  orderPlaced(placed: OrderStatus) {
    const state = appState();
    state.activeOrder = state.order;
    state.nextHandoff = nextHandoffOf(state.order);
    rememberDeviceOrder(state, placed.id);
    dropUsedOffers(state.order?.id);
    setOrder(null);
    bus.emit('checkout:order-placed', { orderId: placed.id });
  },
};
