import type { Vehicle } from '../types/handoff-details';
import type { DeliveryAddress, Order, OrderPayment, OrderStatus, OrderTime } from '../types/order';
import { linesByGuest, type GuestPartOf } from './guest-parts';
import { isDelivery } from './handoff';
import { vehicleOf } from './vehicle';
import { walletRewardName } from './wallet';

/**
 * The rows of a receipt under its lines, in order. `delivery` is the order's `totals.handoff`
 * (the restaurant's delivery fee) and `service` its `totals.fees` (the service fee).
 */
export type ReceiptRowKey =
  'subtotal' | 'discount' | 'delivery' | 'service' | 'tax' | 'tip' | 'donation' | 'total';

/** A line of the order with its choices, as the ordering API priced it. */
export interface ReceiptLine {
  id: number;
  quantity: number;
  name: string;
  choices: Array<{ name: string; quantity: number }>;
  instructions?: string;
  amount: number;
  /** A group order's guest whose line it is; absent for the host's own. */
  guest?: { id: number; name: string };
}

/** One person's lines of a group order (the host's, or a guest's) and what they come to. */
export interface ReceiptPart extends GuestPartOf<ReceiptLine> {
  amount: number;
}

/**
 * A row under the lines. `amount` is what the row adds to the total (a discount is negative);
 * the subtotal and the total are the amounts themselves. A discount names where it comes from.
 */
export interface ReceiptRow {
  key: ReceiptRowKey;
  amount: number;
  source?: { kind: 'promo'; code: string } | { kind: 'reward'; name: string };
}

/** Everything one receipt shows, read from the priced order; nothing is worked out again. */
export interface Receipt {
  id: string;
  number?: string;
  lines: ReceiptLine[];
  rows: ReceiptRow[];
  total: number;
  handoff: 'pickup' | 'curbside' | 'delivery';
  address: DeliveryAddress | null;
  /** A curbside order's vehicle, as the customer typed it at checkout. */
  vehicle?: Vehicle;
  /** The promised time (ISO 8601): the status's, else the order's wanted or earliest time. */
  promised?: string;
  time: OrderTime['mode'];
  payments: OrderPayment[];
  /**
   * No total: the delivery address typed at checkout was refused (`deliveryRefused`), so only
   * the rows that stay true without a delivery are there, and the receipt says why.
   */
  unpriced?: true;
}

/**
 * What stays true of a box whose delivery the ordering API refused: its lines, their subtotal
 * and its discounts. The fees, the tax on them, the round-up and the total were priced for a
 * delivery that cannot happen (docs/decisions.md, "No total for a delivery we cannot make").
 */
const PRICED_WITHOUT_DELIVERY: ReceiptRowKey[] = ['subtotal', 'discount'];

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Where the order's coupon comes from: a wallet reward (the order names it) by its name, a
 * code the customer typed by the code.
 */
function couponSource(coupon: Order['coupon']): ReceiptRow['source'] {
  if (!coupon?.couponcode) return undefined;
  return coupon.reward
    ? { kind: 'reward', name: walletRewardName(coupon.reward.label) }
    : { kind: 'promo', code: coupon.couponcode };
}

/** The discount rows: one per discount the order lists, and any part of the total it does not. */
function discountRows(order: Order): ReceiptRow[] {
  const coupon = couponSource(order.coupon);
  const rows: ReceiptRow[] = order.discounts
    .filter((discount) => discount.amount > 0)
    .map((discount) => {
      const source: ReceiptRow['source'] =
        discount.type === 'Coupon' && coupon
          ? coupon
          : discount.description
            ? { kind: 'reward', name: discount.description }
            : undefined;
      return { key: 'discount', amount: -discount.amount, ...(source ? { source } : {}) };
    });
  // An API that sends the total discount without its parts still has it on the receipt.
  const listed = rows.reduce((sum, row) => sum + cents(row.amount), 0);
  const rest = -cents(order.totals.discount) - listed;
  if (rest !== 0) rows.push({ key: 'discount', amount: rest / 100 });
  return rows;
}

/**
 * The receipt of a priced order (the ordering API's answer, §3): its lines with their choices,
 * the subtotal, each discount with its promo code or reward, the delivery fee (on a delivery,
 * even FREE), the service fee, tax, tip, the round-up donation and the total, then how it is
 * handed over (with a delivery's address or a curbside order's vehicle), when and how it was
 * paid.
 *
 * The tip row is there at $0.00 too: checkout asks every order for a tip, so a tip of none is
 * the customer's answer, and review, confirmation, e-mail and history show the same rows. Only
 * the box's totals (`beforeCheckout`), before anyone asked, show a tip when there is one.
 * `deliveryRefused`: the state's, the box whose typed delivery address was refused; this order's
 * receipt then has no total (`unpriced`).
 */
/**
 * Whether this box's typed delivery address was refused, read from the state's
 * `deliveryRefused` (the box it was refused for): its receipts then have no total, and nothing
 * names one. The one rule the receipts and the box's checkout button read.
 */
export const deliveryRefusedFor = (
  order: Pick<Order, 'id'>,
  deliveryRefused: string | null | undefined,
): boolean => deliveryRefused === order.id;

export function receiptOf(
  order: Order,
  options: {
    status?: Pick<OrderStatus, 'ready_at' | 'number'> | null;
    beforeCheckout?: boolean;
    deliveryRefused?: string | null;
  } = {},
): Receipt {
  const { totals } = order;
  const delivery = isDelivery(order.handoff);
  const shown = (key: ReceiptRowKey, amount: number, when = amount !== 0) =>
    when ? [{ key, amount }] : [];
  const promised =
    options.status?.ready_at ??
    (order.time.mode === 'scheduled' ? order.time.wanted : order.time.earliest) ??
    undefined;
  const number = options.status?.number ?? order.number;
  const vehicle = order.handoff === 'curbside' ? vehicleOf(order) : null;
  const unpriced = deliveryRefusedFor(order, options.deliveryRefused);
  const rows: ReceiptRow[] = [
    { key: 'subtotal', amount: totals.subtotal },
    ...discountRows(order),
    ...shown('delivery', totals.handoff, delivery || totals.handoff !== 0),
    ...shown('service', totals.fees),
    ...shown('tax', totals.tax, true),
    ...shown('tip', totals.tip, !options.beforeCheckout || totals.tip !== 0),
    ...shown('donation', totals.donations),
    { key: 'total', amount: totals.total },
  ];
  return {
    id: order.id,
    ...(number ? { number } : {}),
    lines: order.products.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      name: line.name,
      choices: line.choices.map(({ name, quantity }) => ({ name, quantity })),
      ...(line.instructions ? { instructions: line.instructions } : {}),
      amount: line.cost.total,
      ...(line.guest ? { guest: { id: line.guest.id, name: line.guest.name } } : {}),
    })),
    rows: unpriced ? rows.filter((row) => PRICED_WITHOUT_DELIVERY.includes(row.key)) : rows,
    ...(unpriced ? { unpriced: true as const } : {}),
    total: totals.total,
    handoff: delivery ? 'delivery' : order.handoff === 'curbside' ? 'curbside' : 'pickup',
    address: delivery ? order.address : null,
    ...(vehicle ? { vehicle } : {}),
    ...(promised ? { promised } : {}),
    time: order.time.mode,
    payments: order.payments ?? [],
  };
}

/**
 * How far a receipt is from adding up, in cents: its lines against its subtotal, and its
 * subtotal and adjustments against its total. Both are 0 when nothing was dropped.
 */
export function receiptGaps(receipt: Receipt): { lines: number; rows: number } {
  const subtotal = receipt.rows.find((row) => row.key === 'subtotal')?.amount ?? 0;
  const lines = receipt.lines.reduce((sum, line) => sum + cents(line.amount), 0);
  const rows = receipt.rows
    .filter((row) => row.key !== 'total')
    .reduce((sum, row) => sum + cents(row.amount), 0);
  return { lines: lines - cents(subtotal), rows: rows - cents(receipt.total) };
}

/**
 * A receipt's lines in parts by whose they are (the contract's one rule, `linesByGuest`), each
 * with what its lines come to. Without a guest it is one part of every line, and no part is
 * named (`hasGuests`): the pages, the e-mail and the kitchen's ticket show it as before.
 */
export function receiptParts(receipt: Pick<Receipt, 'lines'>): ReceiptPart[] {
  return linesByGuest(receipt.lines).map((part) => ({
    ...part,
    amount: part.lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100,
  }));
}
