import type {
  BillingAccount,
  CartProduct,
  Order,
  OrderStatus,
  OrderStatusValue,
} from '@qsr/shared-contracts';
import type { CustomField, OrderPayment } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import type { CouponStore } from '../coupons/store';
import { dollars } from '../http/body';
import { errors } from '../http/errors';
import type { DeliveryZones, LocationTerms } from '../locations/delivery';
import type { LocationRepository, SandboxLocation } from '../locations/repository';
import type { Mailbox } from '../mailbox/mailbox';
import type { MemberStore, OfferRow } from '../members/store';
import type { MenuRepository } from '../menus/repository';
import { earliestFor } from '../time/lead';
import { createdStamp, isoInZone } from '../time/zoned';
import { createMemberRewards } from './member-rewards';
import { priceOrder, type Priced } from './pricing';
import { statusOf } from './status';
import { statusAnswerOf } from './status-answer';
import {
  parseAddress,
  type LineChoiceRow,
  type LineRow,
  type OrderRow,
  type OrderStore,
} from './store';
import { createSubmitKeys } from './submit-keys';

/** The order as the sandbox serves it: the §3 Order plus the restaurant, the status and custom fields. */
export type SandboxOrder = Order & {
  location_id: number;
  status: 'open' | OrderStatusValue;
  custom_fields: CustomField[];
};

/** What a placed order keeps of its prices, so that later price changes do not touch it. */
export interface Snapshot {
  priced: Omit<Priced, 'lineTotals'> & { lineTotals: Array<[number, number]> };
}

export interface OrderDeps {
  store: OrderStore;
  menus: MenuRepository;
  locations: LocationRepository;
  zones: DeliveryZones;
  coupons: CouponStore;
  members: MemberStore;
  mailbox: Mailbox;
}

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The restaurant an order is at, with its terms (tax, delivery, handoffs). */
function restaurantOf(locations: LocationRepository, zones: DeliveryZones) {
  return function restaurant(row: Pick<OrderRow, 'location_id'>): {
    location: SandboxLocation;
    terms: LocationTerms;
  } {
    const location = locations.findById(row.location_id);
    const terms = zones.terms(row.location_id);
    if (!location || !terms) throw errors.locationNotFound();
    return { location, terms };
  };
}

/** An order's prices: an open order priced now; a placed one as it was priced when placed. */
function orderPricing(deps: OrderDeps, restaurant: ReturnType<typeof restaurantOf>) {
  const { store, coupons, members } = deps;

  function rewardsOf(row: OrderRow): OfferRow[] {
    if (row.member_id === null) return [];
    return store
      .rewardIds(row.id)
      .map((id) => members.offer(row.member_id as number, id))
      .filter((offer): offer is OfferRow => offer !== undefined);
  }

  return function price(
    row: OrderRow,
    lines = store.lines(row.id),
    choices = store.choices(row.id),
  ) {
    if (row.state !== 'open' && row.totals) {
      const { priced } = JSON.parse(row.totals) as Snapshot;
      return { ...priced, lineTotals: new Map(priced.lineTotals) };
    }
    const { terms } = restaurant(row);
    const coupon = row.coupon_code ? coupons.find(row.coupon_code) : undefined;
    return priceOrder({
      lines,
      choices,
      channel: row.channel,
      handoff: row.handoff,
      taxRate: terms.taxRate,
      deliveryFeeCents: terms.deliveryFeeCents,
      coupon: coupon && coupons.isLive(coupon) ? coupon : undefined,
      rewards: rewardsOf(row),
      tipCents: row.tip_cents,
      donationCents: row.donation_cents,
    });
  };
}

/** The member's saved cards, as an order's billing offers them. */
function billingOf(members: MemberStore, memberId: number | null | undefined): Order['billing'] {
  const accounts: BillingAccount[] =
    memberId === null || memberId === undefined
      ? []
      : members.payments(memberId).map((payment) => ({
          id: payment.account.id,
          ...(payment.card_type ? { card_type: payment.card_type } : {}),
          ...(payment.last4 ? { last4: payment.last4 } : {}),
          ...(payment.expiry ? { expiry: payment.expiry } : {}),
        }));
  return [{ type: 'creditcard', accounts }];
}

function totalsOf(priced: Priced): Order['totals'] {
  return {
    subtotal: dollars(priced.subtotal),
    discount: dollars(priced.discount),
    handoff: dollars(priced.handoff),
    fees: dollars(priced.fees),
    tax: dollars(priced.tax),
    tip: dollars(priced.tip),
    donations: dollars(priced.donations),
    total: dollars(priced.total),
  };
}

/** What each card of a placed order paid, as its receipt shows it. */
function paymentsOf(row: OrderRow): OrderPayment[] {
  const used = JSON.parse(row.payments ?? '[]') as Array<Partial<OrderPayment>>;
  return used.map((payment) => ({
    type: payment.type ?? 'creditcard',
    amount: payment.amount ?? 0,
    ...(payment.card_type ? { card_type: payment.card_type } : {}),
    ...(payment.last4 ? { last4: payment.last4 } : {}),
  }));
}

/** The box's lines with their choices and each line's price. */
function productsOf(lines: LineRow[], choices: LineChoiceRow[], priced: Priced): CartProduct[] {
  return lines.map((line) => ({
    id: line.id,
    product_id: line.product_id,
    name: line.name,
    quantity: line.quantity,
    cost: { total: dollars(priced.lineTotals.get(line.id) ?? 0) },
    choices: choices
      .filter((choice) => choice.line_id === line.id)
      .map((choice) => ({
        id: choice.choice_id,
        option_id: choice.choice_id,
        name: choice.name,
        quantity: choice.quantity,
        cost: dollars(choice.cost_cents),
      })),
    ...(line.instructions ? { instructions: line.instructions } : {}),
    ...(line.guest_id === null || line.guest_name === null
      ? {}
      : { guest: { id: line.guest_id, name: line.guest_name } }),
  }));
}

/**
 * The order's promo code, the wallet reward it stands for, and what it falls short of: a
 * minimum, or (a free-item code) its item.
 */
function couponOf(
  row: OrderRow,
  priced: Priced,
  named: {
    reward?: { label: string };
    missing_item?: { sku: string; name: string };
  },
): Order['coupon'] {
  if (!row.coupon_code) return null;
  return {
    couponcode: row.coupon_code,
    // A wallet code is the member's reward: the receipt names it, not its code.
    ...named,
    // The code stays on the order but gives nothing: the site takes it off and says why.
    ...(priced.couponMinimumShort === undefined
      ? {}
      : { unmet_minimum: dollars(priced.couponMinimumShort) }),
  };
}

/** A free-item code's product the box lacks, by its sku and name (`coupon.missing_item`). */
function missingItemOf(coupons: CouponStore, code: string, sku: string | undefined) {
  const coupon = sku === undefined ? undefined : coupons.find(code);
  if (coupon?.kind !== 'item') return {};
  return { missing_item: { sku: coupon.sku, name: coupons.itemName(coupon) } };
}

/** Who may see or change an order: the caller's own, or a guest order. */
function orderAccess(store: OrderStore, keys: ReturnType<typeof createSubmitKeys>) {
  /** An order the caller may see: a guest order, or one of theirs (others are not found). */
  function visible(id: string, caller?: number): OrderRow {
    const row = store.get(id);
    if (!row || row.state === 'abandoned') throw errors.orderNotFound();
    if (row.member_id !== null && row.member_id !== caller) throw errors.orderNotFound();
    return row;
  }

  /** An open order the caller may change; a signed-in caller takes a guest order over. */
  function changeable(id: string, caller?: number): OrderRow {
    const row = visible(id, caller);
    if (row.state === 'submitted') throw errors.orderPlaced();
    if (row.state !== 'open') throw errors.orderClosed();
    if (row.member_id === null && caller !== undefined) {
      store.update(row.id, { member_id: caller });
      return store.get(row.id) as OrderRow;
    }
    return row;
  }

  /** A placed order the caller may see; an open one is not placed (or is being placed). */
  function placed(id: string, caller?: number): OrderRow {
    const row = visible(id, caller);
    if (row.state === 'open') {
      throw keys.placing(row.id) ? errors.orderBeingPlaced() : errors.notPlacedYet();
    }
    return row;
  }

  /** One of the member's own orders, open or placed. */
  function memberOrder(id: string, memberId: number): OrderRow {
    const row = store.get(String(id));
    if (!row || row.member_id !== memberId || row.state === 'abandoned') {
      throw errors.orderNotFound();
    }
    return row;
  }

  return { visible, changeable, placed, memberOrder };
}

/**
 * What every part of the order service shares: one immediate transaction, who may see or
 * change an order, its restaurant, its prices and the §3 order as the caller sees it.
 */
export function createOrderCore(ctx: Ctx, deps: OrderDeps) {
  const { store, locations, zones, coupons, members } = deps;
  const tx = <T>(fn: () => T): T => ctx.db.transaction(fn).immediate();
  const memberRewards = createMemberRewards(ctx, { store, coupons });
  const keys = createSubmitKeys(ctx);
  const restaurant = restaurantOf(locations, zones);
  const price = orderPricing(deps, restaurant);
  const { visible, changeable, placed, memberOrder } = orderAccess(store, keys);
  const billingFor = (memberId: number | null | undefined) => billingOf(members, memberId);

  function statusValue(row: OrderRow): SandboxOrder['status'] {
    if (row.state === 'open') return 'open';
    return statusOf(row, ctx.now(), ctx.options.statusStepMs).status;
  }

  function rewardOf(memberId: number | null, code: string): { reward?: { label: string } } {
    const label = memberRewards.rewardLabel(memberId, code);
    return label === undefined ? {} : { reward: { label } };
  }

  /** The §3 order, as the caller sees it. */
  function serialize(row: OrderRow, viewer?: number): SandboxOrder {
    const { location } = restaurant(row);
    const timeZone = location.timezone ?? DEFAULT_TIME_ZONE;
    const lines = store.lines(row.id);
    const choices = store.choices(row.id);
    const priced = price(row, lines, choices);
    // A placed order keeps the one time it was promised; an open one shows the earliest now.
    const earliest = row.promised_at ?? earliestFor(location, row.channel, row.handoff, ctx.now());
    return {
      id: row.id,
      menu_id: row.menu_id,
      products: productsOf(lines, choices, priced),
      taxes: [{ label: 'Sales Tax', amount: dollars(priced.tax) }],
      totals: totalsOf(priced),
      time: {
        mode: row.time_mode,
        wanted: row.time_wanted === null ? null : isoInZone(row.time_wanted, timeZone),
        ...(earliest === undefined ? {} : { earliest: isoInZone(earliest, timeZone) }),
      },
      handoff: row.handoff,
      address: parseAddress(row),
      coupon: couponOf(
        row,
        priced,
        row.coupon_code
          ? {
              ...rewardOf(row.member_id, row.coupon_code),
              ...missingItemOf(coupons, row.coupon_code, priced.couponItemMissing),
            }
          : {},
      ),
      discounts: priced.discounts.map((discount) => ({
        type: discount.type,
        amount: dollars(discount.amount),
        description: discount.description,
      })),
      donations:
        row.donation_id !== null && row.donation_cents > 0
          ? [{ id: row.donation_id, amount: dollars(row.donation_cents) }]
          : [],
      billing: billingFor(viewer ?? row.member_id),
      created: createdStamp(row.created_at, timeZone),
      ...(row.number === null ? {} : { number: String(row.number) }),
      ...(row.payments === null ? {} : { payments: paymentsOf(row) }),
      location_id: row.location_id,
      status: statusValue(row),
      custom_fields: JSON.parse(row.custom_fields) as CustomField[],
    };
  }

  /** Runs a change of an open order in one immediate transaction and answers the new order. */
  function mutate(id: string, caller: number | undefined, change: (row: OrderRow) => void) {
    return tx(() => {
      const row = changeable(id, caller);
      change(row);
      store.update(row.id, {});
      return serialize(store.get(row.id) as OrderRow, caller);
    });
  }

  function statusAnswer(row: OrderRow): OrderStatus {
    const { location } = restaurant(row);
    const clock = ctx.now();
    const now = statusOf(row, clock, ctx.options.statusStepMs);
    return statusAnswerOf(row, location, now, clock, location.timezone ?? DEFAULT_TIME_ZONE);
  }

  return {
    tx,
    memberRewards,
    keys,
    restaurant,
    price,
    billingFor,
    totalsOf,
    serialize,
    visible,
    changeable,
    mutate,
    placed,
    memberOrder,
    statusAnswer,
  };
}

export type OrderCore = ReturnType<typeof createOrderCore>;
