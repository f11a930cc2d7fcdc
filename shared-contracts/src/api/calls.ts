import type { AllergenProfile } from '../rules/allergens';
import type { AddressSuggestion } from '../types/address-suggestion';
import type { DeliveryLocations, Location } from '../types/location';
import type {
  Member,
  MemberAddress,
  MemberPayment,
  SignInResponse,
  VerificationRequired,
  EmailChangeRequired,
} from '../types/member';
import type { HandoffTimes } from '../types/order';
import type { GroupView, GuestPart, HostGroup, JoinedGuest } from '../types/group';
import type { SubmitPending } from './submit-pending';
import type { Menu, Product } from '../types/menu';
import type {
  Loyalty,
  LoyaltyBalance,
  OfferEntry,
  RedeemEntry,
  RewardEntry,
} from '../types/offers';
import type { PointsHistory, RewardCatalogue, RewardRedeemed } from '../types/rewards';
import type {
  FavouriteOrder,
  Order,
  OrderStatus,
  PaymentToken,
  Upsell,
  ValidateResult,
} from '../types/order';

/**
 * Every call the site makes to the ordering API, as data: the one table of §7.1, §7.2, the
 * §7.3 contact call and the v2 donations. The typed API client is built from it (`callApi`),
 * and the BFF forwards a request only when its method and path match an entry
 * (docs/architecture.md, The BFF: the only door): adding a call to the site means adding it here.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OrderingCall<P extends string = string, Answer = unknown> {
  readonly method: HttpMethod;
  /** Below the API's base, no leading slash; `{name}` stands for one path segment. */
  readonly path: P;
  /** The ordering API v2 (`/api/v2`, carts); v1 (`/api/v1`) otherwise. */
  readonly v2?: true;
  /**
   * A read that is the same for everyone (menus, restaurants): the upstream's caching
   * headers pass. Every other answer is a member's or an order's: `private, no-store`.
   */
  readonly publicRead?: true;
  /**
   * The answer is a stream of server-sent events that stays open (a group order's changes):
   * never compressed, and quiet for up to the stream's keep-alive rather than the call timeout.
   */
  readonly stream?: true;
  /** What the call answers: a type only, never set (`answers<T>()`). */
  readonly answer?: Answer;
}

/** Names a call's answer type in the table; there is no value behind it. */
const answers = <Answer>(): Answer | undefined => undefined;

const call = <P extends string, Answer>(
  method: HttpMethod,
  path: P,
  _answer: Answer | undefined,
  flags: Pick<OrderingCall, 'v2' | 'publicRead' | 'stream'> = {},
): OrderingCall<P, Answer> => ({ method, path, ...flags });

const publicRead = { publicRead: true } as const;

export const ORDERING_CALLS = {
  // §7.1 member and marketing calls
  subscribeEclub: call('POST', 'eclub/subscribe', answers<void>()),
  createUser: call('POST', 'members/create', answers<SignInResponse | VerificationRequired>()),
  /** The e-mailed code of sign-up (REQUIRE_VERIFY, §9). */
  verifyUser: call('POST', 'members/verify', answers<SignInResponse>()),
  sendNewCode: call('POST', 'members/verify/newcode', answers<VerificationRequired>()),
  loginUser: call('POST', 'members/signin', answers<SignInResponse>()),
  loginWithSso: call('POST', 'members/sso', answers<SignInResponse>()),
  logoutUser: call('DELETE', 'members/signout', answers<void>()),
  getUser: call('GET', 'members/get', answers<Member>()),
  getLoyalty: call('GET', 'members/loyalty', answers<Loyalty>()),
  updateUser: call('PUT', 'members/update', answers<Member | EmailChangeRequired>()),
  getFavouriteLocations: call('GET', 'members/faves/locations', answers<Location[]>()),
  addFavouriteLocation: call('POST', 'members/faves/locations/{locationId}', answers<Location[]>()),
  removeFavouriteLocation: call(
    'DELETE',
    'members/faves/locations/{locationId}',
    answers<Location[]>(),
  ),
  /** The allergens a member avoids, kept on the account (null: never saved). */
  getAllergenProfile: call(
    'GET',
    'members/allergens',
    answers<{ profile: AllergenProfile | null }>(),
  ),
  saveAllergenProfile: call('PUT', 'members/allergens', answers<{ profile: AllergenProfile }>()),
  getPayments: call('GET', 'members/payments', answers<MemberPayment[]>()),
  removePayment: call('DELETE', 'members/payments/{accountId}', answers<void>()),
  getAddresses: call('GET', 'members/addresses', answers<MemberAddress[]>()),
  removeAddress: call('DELETE', 'members/addresses/{addressId}', answers<void>()),
  changePassword: call('POST', 'members/password', answers<void>()),
  forgotPassword: call('POST', 'members/forgotpassword', answers<void>()),
  resetPassword: call('POST', 'members/resetpassword', answers<void>()),
  getOffers: call('GET', 'members/offers/all', answers<OfferEntry[]>()),
  getBalance: call('GET', 'members/balance', answers<LoyaltyBalance>()),
  redeemOffer: call('POST', 'members/redeem', answers<RedeemEntry>()),
  // Points spent on the catalogue's rewards (beyond the spec: the sandbox plays them).
  getRewardCatalogue: call('GET', 'members/rewards', answers<RewardCatalogue>()),
  redeemReward: call('POST', 'members/rewards/{rewardId}/redeem', answers<RewardRedeemed>()),
  getPointsHistory: call('GET', 'members/points', answers<PointsHistory>()),

  // §7.2 locations and menus
  getLocations: call('GET', 'locations', answers<Location[]>(), publicRead),
  findLocations: call('GET', 'locations/search', answers<Location[]>(), publicRead),
  findDeliveryLocations: call('POST', 'locations/delivery', answers<DeliveryLocations>()),
  /** Addresses as the customer types one, each saying who delivers there (beyond the spec). */
  suggestDeliveryAddresses: call(
    'GET',
    'locations/delivery/suggest',
    answers<AddressSuggestion[]>(),
    publicRead,
  ),
  getLocation: call('GET', 'locations/{locationId}', answers<Location>(), publicRead),
  getMenu: call('GET', 'menus/{menuId}', answers<Menu>(), publicRead),
  getMenuProduct: call(
    'GET',
    'menus/{menuId}/products/{productId}',
    answers<Product>(),
    publicRead,
  ),
  getHandoffTimes: call('GET', 'menus/{menuId}/times', answers<HandoffTimes>(), publicRead),
  /** A product's or reward's picture (§3 images), loaded by the browser as an image. */
  getImage: call('GET', 'images/{file}', answers<Blob>(), publicRead),

  // §7.2 orders
  getRecentOrders: call('GET', 'orders/recent', answers<Order[]>()),
  reorder: call('POST', 'orders/reorder', answers<Order>()),
  getFavouriteOrders: call('GET', 'orders/faves', answers<FavouriteOrder[]>()),
  addFavouriteOrder: call('POST', 'orders/faves', answers<FavouriteOrder[]>()),
  reorderFavourite: call('POST', 'orders/faves/reorder', answers<Order>()),
  createOrder: call('POST', 'orders/create', answers<Order>()),
  abandonOrder: call('DELETE', 'orders/{orderId}/abandon', answers<void>()),
  transferOrder: call('POST', 'orders/{orderId}/transfer', answers<Order>()),
  retrieveOrder: call('GET', 'orders/{orderId}', answers<Order>()),
  addToOrder: call('POST', 'orders/{orderId}/products', answers<Order>()),
  updateInOrder: call('PUT', 'orders/{orderId}/products', answers<Order>()),
  removeFromOrder: call('DELETE', 'orders/{orderId}/products/{lineId}', answers<Order>()),
  validateOrder: call('POST', 'orders/{orderId}/validate', answers<ValidateResult>()),
  setHandoff: call('PUT', 'orders/{orderId}/handoff/{mode}', answers<Order>()),
  setAddress: call('PUT', 'orders/{orderId}/address', answers<Order>()),
  setCustomFields: call('PUT', 'orders/{orderId}/custom', answers<Order>()),
  setTime: call('PUT', 'orders/{orderId}/time', answers<Order>()),
  clearTime: call('DELETE', 'orders/{orderId}/time', answers<Order>()),
  setTip: call('PUT', 'orders/{orderId}/tip', answers<Order>()),
  addCoupon: call('PUT', 'orders/{orderId}/coupon', answers<Order>()),
  removeCoupon: call('DELETE', 'orders/{orderId}/coupon', answers<Order>()),
  /** A one-time payment token; with a new card's details, the card's token. */
  createPaymentToken: call('POST', 'orders/{orderId}/token', answers<PaymentToken>()),
  /** The placed order's status, or the BFF's 202 `SubmitPending` when no answer came in time. */
  submitOrder: call('POST', 'orders/{orderId}/submit', answers<OrderStatus | SubmitPending>()),
  trackOrder: call('POST', 'orders/{orderId}/track', answers<void>()),
  signalArrival: call('POST', 'orders/{orderId}/arrival', answers<OrderStatus>()),
  getOrderStatus: call('GET', 'orders/{orderId}/status', answers<OrderStatus>()),
  watchOrder: call('GET', 'orders/{orderId}/events', answers<void>(), { stream: true }),
  cancelOrder: call('DELETE', 'orders/{orderId}', answers<void>()),
  getOrderRewards: call('GET', 'orders/{orderId}/rewards', answers<RewardEntry[]>()),
  applyOrderRewards: call('PUT', 'orders/{orderId}/rewards', answers<Order>()),
  removeOrderReward: call('DELETE', 'orders/{orderId}/rewards/{rewardId}', answers<Order>()),
  getUpsellsForCart: call('GET', 'upsells/{orderId}', answers<Upsell[]>()),
  getUpsellProduct: call('GET', 'upsells/{orderId}/product/{productId}', answers<Product>()),

  // Group orders (beyond the spec): the host's, on their box; a guest's, by the link's token
  // and their own secret.
  startGroup: call('POST', 'orders/{orderId}/group', answers<HostGroup>()),
  getHostGroup: call('GET', 'orders/{orderId}/group', answers<HostGroup>()),
  endGroup: call('DELETE', 'orders/{orderId}/group', answers<HostGroup>()),
  getGroup: call('GET', 'groups/{token}', answers<GroupView>()),
  joinGroup: call('POST', 'groups/{token}/guests', answers<JoinedGuest>()),
  getGuestPart: call('GET', 'groups/{token}/guests/{secret}', answers<GuestPart>()),
  addToGuestPart: call('POST', 'groups/{token}/guests/{secret}/products', answers<GuestPart>()),
  removeFromGuestPart: call(
    'DELETE',
    'groups/{token}/guests/{secret}/products/{lineId}',
    answers<GuestPart>(),
  ),
  finishGuestPart: call('POST', 'groups/{token}/guests/{secret}/done', answers<GuestPart>()),
  /** `change` events, each with the group's new `version`: read the group again. */
  watchGroup: call('GET', 'groups/{token}/events', answers<void>(), { stream: true }),

  // §7.3
  sendContact: call('POST', 'contact', answers<void>()),

  // §7.2 v2 carts
  setDonation: call('PUT', 'carts/{cartId}/donations', answers<Order>(), { v2: true }),
} as const;

export type OrderingCallName = keyof typeof ORDERING_CALLS;

type ParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamName<Rest>
  : never;

/** The values of a path's `{name}` segments. */
export type PathParams<P extends string> = Record<ParamName<P>, string | number>;

const PARAM = /\{([^}]+)\}/g;

/** The call's path with each `{name}` replaced by its value, percent-encoded as one segment. */
export function callPath<P extends string>(
  call: OrderingCall<P, unknown>,
  params: PathParams<P>,
): string {
  return call.path.replace(PARAM, (_match, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined || value === '') {
      throw new TypeError(`${call.method} ${call.path}: no value for {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
}
