import type {
  AddToOrderItem,
  CustomField,
  OrderTime,
  DeliveryAddress,
  FavouriteOrder,
  Handoff,
  Order,
  OrderRewardRequest,
  UpdateInOrderItem,
  ValidateResult,
} from '../types/order';
import type { RewardEntry } from '../types/offers';
import { ORDERING_CALLS } from './calls';
import { callApi, type CallOptions } from './request';

/*
 * §7.2 order calls. Every one carries the ordering token when a member is signed in, so the
 * ordering API links the box to the member; a guest's calls carry none.
 */
const auth = 'ordering' as const;

/** POST orders/create: a new order for a menu (§4.1 step 1). */
export function createOrder(menuId: number, options?: CallOptions): Promise<Order> {
  return callApi(
    ORDERING_CALLS.createOrder,
    {},
    {
      body: { menu_id: menuId },
      auth,
      ...options,
    },
  );
}

/** GET orders/{id}. */
export function retrieveOrder(orderId: string, options?: CallOptions): Promise<Order> {
  return callApi(ORDERING_CALLS.retrieveOrder, { orderId }, { auth, ...options });
}

/** POST orders/{id}/products: add items (§7.2 item shape). */
export function addToOrder(
  orderId: string,
  items: AddToOrderItem[],
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.addToOrder,
    { orderId },
    {
      body: { products: items },
      auth,
      ...options,
    },
  );
}

/** PUT orders/{id}/products: change lines (quantity, choices). */
export function updateInOrder(
  orderId: string,
  items: UpdateInOrderItem[],
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.updateInOrder,
    { orderId },
    {
      body: { products: items },
      auth,
      ...options,
    },
  );
}

/** DELETE orders/{id}/products/{productId}: remove one cart line by its line id. */
export function removeFromOrder(
  orderId: string,
  lineId: number,
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.removeFromOrder,
    { orderId, lineId },
    {
      auth,
      ...options,
    },
  );
}

/** DELETE orders/{id}/abandon (§4.1, on sign-out §4.2). */
export function abandonOrder(orderId: string, options?: CallOptions): Promise<void> {
  return callApi(ORDERING_CALLS.abandonOrder, { orderId }, { auth, ...options });
}

/** POST orders/{id}/transfer: move the box to another location's menu. */
export function transferOrder(
  orderId: string,
  menuId: number,
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.transferOrder,
    { orderId },
    {
      body: { menu_id: menuId },
      auth,
      ...options,
    },
  );
}

/** POST orders/{id}/validate (§4.1 step 5). */
export function validateOrder(orderId: string, options?: CallOptions): Promise<ValidateResult> {
  return callApi(
    ORDERING_CALLS.validateOrder,
    { orderId },
    {
      auth,
      ...options,
    },
  );
}

/** PUT orders/{id}/handoff/{mode}. */
export function setHandoff(orderId: string, mode: Handoff, options?: CallOptions): Promise<Order> {
  return callApi(
    ORDERING_CALLS.setHandoff,
    { orderId, mode },
    {
      auth,
      ...options,
    },
  );
}

/** PUT orders/{id}/address: `setAddress('dispatch', address)` in the internal client. */
export function setAddress(
  orderId: string,
  type: 'dispatch',
  address: DeliveryAddress,
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.setAddress,
    { orderId },
    {
      body: { type, address },
      auth,
      ...options,
    },
  );
}

/** PUT orders/{id}/time: a scheduled time (§4.1 step 4). */
export function setTime(
  orderId: string,
  time: Pick<OrderTime, 'mode' | 'wanted'>,
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.setTime,
    { orderId },
    {
      body: { time },
      auth,
      ...options,
    },
  );
}

/** DELETE orders/{id}/time: back to as soon as possible. */
export function clearTime(orderId: string, options?: CallOptions): Promise<Order> {
  return callApi(ORDERING_CALLS.clearTime, { orderId }, { auth, ...options });
}

/** PUT orders/{id}/coupon: the code is sent trimmed and upper-cased (§5). */
export function addCoupon(orderId: string, code: string, options?: CallOptions): Promise<Order> {
  return callApi(
    ORDERING_CALLS.addCoupon,
    { orderId },
    {
      body: { code: code.trim().toUpperCase() },
      auth,
      ...options,
    },
  );
}

/** DELETE orders/{id}/coupon. */
export function removeCoupon(orderId: string, options?: CallOptions): Promise<Order> {
  return callApi(ORDERING_CALLS.removeCoupon, { orderId }, { auth, ...options });
}

/** DELETE orders/{id}: cancel. */
export function cancelOrder(orderId: string, options?: CallOptions): Promise<void> {
  return callApi(ORDERING_CALLS.cancelOrder, { orderId }, { auth, ...options });
}

/** GET orders/recent: the member's past orders. */
export function getRecentOrders(options?: CallOptions): Promise<Order[]> {
  return callApi(ORDERING_CALLS.getRecentOrders, {}, { auth, ...options });
}

/** POST orders/reorder: a new box rebuilt from a past order. */
export function reorder(orderId: string, options?: CallOptions): Promise<Order> {
  return callApi(
    ORDERING_CALLS.reorder,
    {},
    {
      body: { id: orderId },
      auth,
      ...options,
    },
  );
}

/** GET orders/faves. */
export function getFavouriteOrders(options?: CallOptions): Promise<FavouriteOrder[]> {
  return callApi(ORDERING_CALLS.getFavouriteOrders, {}, { auth, ...options });
}

/** POST orders/faves/reorder: a new box rebuilt from a favourite order. */
export function reorderFavourite(
  favouriteId: FavouriteOrder['id'],
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.reorderFavourite,
    {},
    {
      body: { id: favouriteId },
      auth,
      ...options,
    },
  );
}

/** GET orders/{id}/rewards: the member's rewards that fit the order. */
export function getOrderRewards(
  orderId: string,
  reward: OrderRewardRequest,
  options?: CallOptions,
): Promise<RewardEntry[]> {
  return callApi(
    ORDERING_CALLS.getOrderRewards,
    { orderId },
    {
      query: { memberid: reward.memberid, references: reward.references.join(',') },
      auth,
      ...options,
    },
  );
}

/** PUT orders/{id}/rewards: apply rewards to the order. */
export function applyOrderRewards(
  orderId: string,
  reward: OrderRewardRequest,
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.applyOrderRewards,
    { orderId },
    {
      body: reward,
      auth,
      ...options,
    },
  );
}

/** DELETE orders/{id}/rewards/{rewardId}. */
export function removeOrderReward(
  orderId: string,
  rewardId: RewardEntry['id'],
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.removeOrderReward,
    { orderId, rewardId },
    {
      auth,
      ...options,
    },
  );
}

/** PUT orders/{id}/custom: the curbside vehicle (§4.1 step 4). */
export function setCustomFields(
  orderId: string,
  fields: CustomField[],
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.setCustomFields,
    { orderId },
    { body: { fields }, auth, ...options },
  );
}

/** PUT orders/{id}/tip (§4.1 step 4, §5). */
export function setTip(orderId: string, amount: number, options?: CallOptions): Promise<Order> {
  return callApi(ORDERING_CALLS.setTip, { orderId }, { body: { amount }, auth, ...options });
}
