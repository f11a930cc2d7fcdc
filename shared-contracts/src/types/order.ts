import type { Language } from './language';

/** §3 handoff values; dispatch means delivery. */
export type Handoff = 'pickup' | 'curbside' | 'delivery' | 'dispatch';

/** §3 totals, in dollars with cents. `handoff` is the delivery fee. */
export interface OrderTotals {
  subtotal: number;
  discount: number;
  handoff: number;
  fees: number;
  tax: number;
  tip: number;
  donations: number;
  total: number;
}

/** §3 time. `wanted` and `earliest` are ISO 8601 with the restaurant's offset. */
export interface OrderTime {
  mode: 'asap' | 'scheduled';
  wanted?: string | null;
  earliest?: string;
}

export interface OrderTax {
  label: string;
  amount: number;
}

/** §3 coupon. */
export interface OrderCoupon {
  couponcode: string;
  /**
   * The member's wallet reward whose code (§3 cred) this is, named as the wallet names it
   * (`label`); absent for a code the customer typed. The receipt names the reward, not its code.
   */
  reward?: { label: string };
  /**
   * The subtotal (dollars) the code needs, present while the box is under it: the code is on
   * the order but gives nothing (§4.6 then takes it off).
   */
  unmet_minimum?: number;
  /**
   * A free-item code's product (its sku, and its name in the answer's language), present while
   * the box lacks it: the code is on the order but gives nothing (the box then takes it off).
   */
  missing_item?: { sku: string; name: string };
}

/** §3 discounts: the first one of type `Coupon` marks an approved promo code (§4.4). */
export interface OrderDiscount {
  type: string;
  amount: number;
  description?: string;
}

/** §3 Donation: the round-up (§5). */
export interface Donation {
  id: number;
  amount: number;
}

/** A saved card account of the order's billing (§3, §4.1 step 5). */
export interface BillingAccount {
  id: number;
  card_type?: string;
  last4?: string;
  expiry?: string;
}

/** §3 billing: entries with a type (for example `creditcard`) and an accounts list. */
export interface OrderBilling {
  type: string;
  accounts: BillingAccount[];
}

/** A delivery (dispatch) address of an order (§4.8). */
export interface DeliveryAddress {
  address: string;
  building?: string;
  city: string;
  state?: string;
  zip: string;
  lat?: number;
  lng?: number;
}

/**
 * How the next box is handed over, kept from a placed order (§4.1 step 6) while there is no box:
 * its handoff and a delivery's address, at the restaurant still chosen. `expires` is set when
 * stored: one day ahead, as the restaurant's (§9).
 */
export interface NextHandoff {
  handoff: Handoff;
  address: DeliveryAddress | null;
  expires?: number;
}

/** §3 a chosen option of a cart line: `option_id` or `id`, name and quantity. */
export interface CartChoice {
  id?: number;
  option_id?: number;
  name: string;
  quantity: number;
  cost?: number;
}

/** §3 Cart product: one line of the box; `id` is the line id, `product_id` the menu product. */
export interface CartProduct {
  id: number;
  product_id: number;
  name: string;
  quantity: number;
  cost: { total: number };
  choices: CartChoice[];
  instructions?: string;
  /** A group order's guest whose line it is (beyond the spec); absent for the host's own. */
  guest?: { id: number; name: string };
}

/** §3 Order (cart). */
export interface Order {
  id: string;
  menu_id: number;
  products: CartProduct[];
  taxes: OrderTax[];
  totals: OrderTotals;
  time: OrderTime;
  handoff: Handoff;
  address: DeliveryAddress | null;
  coupon: OrderCoupon | null;
  discounts: OrderDiscount[];
  donations: Donation[];
  billing: OrderBilling[];
  /** `YYYYMMDD HH:mm` (§3); a stored order is discarded 48 h later (§4.1). */
  created: string;
  /** Set when stored: epoch ms one day ahead (§9). */
  expires?: number;
  /** A placed order's short number, read out at the counter (the id stays the id). */
  number?: string;
  /** `PUT orders/{id}/custom` fields, such as the curbside vehicle. */
  custom_fields?: CustomField[];
  /** Set when stored: the language its texts (the lines' names) were read in (§4.11). */
  language?: Language;
  /**
   * Set when stored: the preset share of the subtotal the tip was chosen as, which the tip
   * follows whenever the subtotal changes (`followBoxTotals`); null when the tip was chosen as
   * an amount or none. The ordering API knows only the amount.
   */
  tip_share?: number | null;
  /** A placed order's payments: what each card paid (an open order has none). */
  payments?: OrderPayment[];
  /**
   * The restaurant's name, in the member's history (`orders/recent`): numbers count per
   * restaurant, so two past orders can share one. An upstream may leave it out.
   */
  restaurant?: string;
  /**
   * The restaurant's time zone (IANA), in the member's history beside its name: the promised
   * time is read on the restaurant's clock, wherever the member reads it.
   */
  restaurant_timezone?: string;
}

/** One payment of a placed order, as its receipt shows it. */
export interface OrderPayment {
  type: string;
  amount: number;
  card_type?: string;
  last4?: string;
}

/**
 * `POST orders/{id}/validate` answer (§4.1 step 5): taxes, totals and saved card accounts, and
 * the order's time as of now (the time a submit soon after promises).
 */
export type ValidateResult = Pick<Order, 'taxes' | 'totals' | 'billing'> & { time?: OrderTime };

/** §7.2 add-to-order item. */
export interface AddToOrderItem {
  /** The menu product id. */
  id: number;
  quantity: number;
  /** Chosen option ids, each with its quantity. */
  choices: Array<{ id: number; quantity: number }>;
  isupsell: boolean;
  instructions?: string;
}

/** §7.2 update-in-order item: the cart line id, its quantity and choices of id and quantity. */
export interface UpdateInOrderItem {
  id: number;
  quantity: number;
  choices: Array<{ id: number; quantity: number }>;
  instructions?: string;
}

/** `PUT orders/{id}/custom`: one custom field, for example a curbside vehicle detail. */
export interface CustomField {
  id: string;
  value: string;
}

/** Order status values (the spec leaves them open; the sandbox advances through them). */
export const ORDER_STATUSES = [
  'received',
  'in_progress',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** `GET orders/{id}/status` answer, also the answer of a successful submit. */
export interface OrderStatus {
  id: string;
  status: OrderStatusValue;
  /** ISO 8601: the promised time, when the order is ready or delivered (the order's own time). */
  ready_at?: string;
  /** The placed order's short number, read out at the counter. */
  number?: string;
  /** The steps the order has reached, each with when (ISO 8601), in order. */
  steps?: OrderStep[];
  /** A delivery on its way: where the courier is, and when they are expected. */
  courier?: Courier;
  /** A collected order's customer said they are here: when, and where to find them. */
  arrival?: Arrival;
}

export interface OrderStep {
  status: OrderStatusValue;
  at: string;
}

export interface Courier {
  lat: number;
  lng: number;
  /** ISO 8601: when the courier is expected at the door, as the route now stands. */
  arrives_at: string;
}

/** `POST orders/{id}/arrival` body (both parts optional) and what the status then says. */
export interface ArrivalDetails {
  /** The parking spot's number or name, as the customer wrote it. */
  spot?: string;
  vehicle?: { make: string; color: string };
}

export interface Arrival extends ArrivalDetails {
  at: string;
}

/** `POST orders/{id}/token` answer: a one-time token for a new card (§4.1 step 6). */
export interface PaymentToken {
  token: string;
}

/** `GET orders/faves` entry and `POST orders/faves` body (§7.2). */
export interface FavouriteOrder {
  id: string | number;
  description: string;
}

/** `GET menus/{menuId}/times?from&to` (§7.2): the earliest time and the times one can choose. */
export interface HandoffTimes {
  earliest: string;
  times: string[];
}

/** §3 Upsell. */
export interface Upsell {
  id: number;
  name: string;
  cost: number;
}

/** `PUT orders/{id}/rewards` body and rewards query (§7.2). */
export interface OrderRewardRequest {
  memberid: number | string;
  references: string[];
}
